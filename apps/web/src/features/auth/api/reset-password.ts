import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordBody } from '@campus/shared';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Sets a new password with the token of a reset link (single use, 30 minutes). */
export const resetPassword = (body: ResetPasswordBody) => api<MessageResponse>('auth/reset-password', { body });

export const resetPasswordMutationOptions = () => mutationOptions({ mutationFn: resetPassword });

export const useResetPassword = (config?: MutationConfig<MessageResponse, ResetPasswordBody>) =>
  useMutation({ ...config, ...resetPasswordMutationOptions() });
