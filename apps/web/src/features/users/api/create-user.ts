import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Account, CreateUserBody } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getUsersQueryPrefix } from './get-users';

/** `POST /api/users`: the administrator's Create User (ADR 0072); the answer is the new account. */
export const createUser = (body: CreateUserBody) => api<Account>('users', { method: 'POST', body });

export const createUserMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: createUser, onSuccess: () => void queryClient.invalidateQueries({ queryKey: getUsersQueryPrefix }) });

export const useCreateUser = (config?: MutationConfig<Account, CreateUserBody>) => useFeatureMutation(createUserMutationOptions, config);
