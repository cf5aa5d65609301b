import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Account, UpdateUserBody } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { showInPlace } from './get-users';

export type UpdateUser = UpdateUserBody & { id: number };

/** Changes an account's roles and modules; its sessions end so that the change applies at once. */
export const updateUser = ({ id, ...body }: UpdateUser) => api<Account>(`users/${id}`, { method: 'PUT', body });

export const updateUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: updateUser, onSuccess: (account) => showInPlace(queryClient, account) });

export const useUpdateUser = (config?: MutationConfig<Account, UpdateUser>) => useFeatureMutation(updateUserMutationOptions, config);
