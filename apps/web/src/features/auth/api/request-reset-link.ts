import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, MessageResponse } from '@campus/shared';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Asks for a reset link by user name or e-mail; the answer is the same whether an account matches or not. */
export const requestResetLink = (login: string) => {
  const body: ForgotPasswordBody = { login };
  return api<MessageResponse>('auth/forgot-password', { body });
};

export const requestResetLinkMutationOptions = () => mutationOptions({ mutationFn: requestResetLink });

export const useRequestResetLink = (config?: MutationConfig<MessageResponse, string>) =>
  useMutation({ ...config, ...requestResetLinkMutationOptions() });
