import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Asks for a reset link by user name or e-mail; the answer is the same whether an account matches or not. */
export const requestResetLink = (login: string) => api<{ message: string }>('auth/forgot-password', { body: { login } });

export const requestResetLinkMutationOptions = () => mutationOptions({ mutationFn: requestResetLink });

export const useRequestResetLink = (config?: MutationConfig<{ message: string }, string>) =>
  useMutation({ ...config, ...requestResetLinkMutationOptions() });
