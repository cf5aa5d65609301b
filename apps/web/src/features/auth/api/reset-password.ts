import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export interface ResetPassword {
  token: string;
  newPassword: string;
}

/** Sets a new password with the token of a reset link (single use, 30 minutes). */
export const resetPassword = (body: ResetPassword) => api<{ message: string }>('auth/reset-password', { body });

export const resetPasswordMutationOptions = () => mutationOptions({ mutationFn: resetPassword });

export const useResetPassword = (config?: MutationConfig<{ message: string }, ResetPassword>) =>
  useMutation({ ...config, ...resetPasswordMutationOptions() });
