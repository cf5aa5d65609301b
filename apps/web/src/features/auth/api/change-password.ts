import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ChangePasswordResponse } from '@campus/shared';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** `{ status: 1 }` on success, `{ status: 0, message }` when the old password is wrong (001 §7). */
export const changePassword = (body: ChangePasswordBody) => api<ChangePasswordResponse>('auth/resetUserPasswords', { body });

export const changePasswordMutationOptions = () => mutationOptions({ mutationFn: changePassword });

export const useChangePassword = (config?: MutationConfig<ChangePasswordResponse, ChangePasswordBody>) =>
  useMutation({ ...config, ...changePasswordMutationOptions() });
