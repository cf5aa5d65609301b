import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export interface ChangePassword {
  username: string;
  oldpassword: string;
  newPassword: string;
}

/** `{ status: 1 }` on success, `{ status: 0, message }` when the old password is wrong (001 §7). */
export interface ChangePasswordAnswer {
  status: 0 | 1;
  message: string;
}

export const changePassword = (body: ChangePassword) => api<ChangePasswordAnswer>('auth/resetUserPasswords', { body });

export const changePasswordMutationOptions = () => mutationOptions({ mutationFn: changePassword });

export const useChangePassword = (config?: MutationConfig<ChangePasswordAnswer, ChangePassword>) =>
  useMutation({ ...config, ...changePasswordMutationOptions() });
