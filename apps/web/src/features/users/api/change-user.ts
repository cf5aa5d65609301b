import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Account } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getUsersQueryPrefix } from './get-users';

export type UserAction = 'approve' | 'disable' | 'enable' | 'password-reset' | 'unlock';

export interface ChangeUser {
  id: number;
  action: UserAction;
  /** Approve: the roles and modules the administrator chose. */
  body?: { roles: string[]; modules: string[] };
}

/** One action of the Users screen on one account; the answer is the account, or a message. */
export const changeUser = ({ id, action, body }: ChangeUser) =>
  api<Account | { message: string }>(`users/${id}/${action}`, { method: 'POST', body });

export const changeUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: changeUser, onSuccess: () => void queryClient.invalidateQueries({ queryKey: getUsersQueryPrefix }) });

export const useChangeUser = (config?: MutationConfig<Account | { message: string }, ChangeUser>) =>
  useFeatureMutation(changeUserMutationOptions, config);
