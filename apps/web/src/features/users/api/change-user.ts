import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Account, MessageResponse, UpdateUserBody } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getUsersQueryPrefix, showInPlace } from './get-users';

export type UserAction = 'approve' | 'disable' | 'enable' | 'password-reset' | 'unlock';

export interface ChangeUser {
  id: number;
  action: UserAction;
  /** Approve: the roles and modules the administrator chose. */
  body?: UpdateUserBody;
}

/** One action of the Users screen on one account; the answer is the account, or a message. */
export const changeUser = ({ id, action, body }: ChangeUser) =>
  api<Account | MessageResponse>(`users/${id}/${action}`, { method: 'POST', body });

/** A changed account stays in its row; a reset link's mail shows in the outbox. */
export const changeUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: changeUser,
    onSuccess: (answer) =>
      'id' in answer
        ? showInPlace(queryClient, answer)
        : void queryClient.invalidateQueries({ queryKey: [...getUsersQueryPrefix, 'outbox'] }),
  });

export const useChangeUser = (config?: MutationConfig<Account | MessageResponse, ChangeUser>) =>
  useFeatureMutation(changeUserMutationOptions, config);
