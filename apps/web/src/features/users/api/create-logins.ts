import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CreateLoginsResponse, LoginsToCreateQuery } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getUsersQueryPrefix } from './get-users';

/** `POST createStudentLogins?course&batch&branch` or `createFacultyLogins?considerMailOrEmpcode=` (001 §7). */
export const createLogins = ({ kind, considerMailOrEmpcode, course, batch, branch }: LoginsToCreateQuery) =>
  kind === 'student'
    ? api<CreateLoginsResponse>('createStudentLogins', { method: 'POST', query: { course, batch, branch } })
    : api<CreateLoginsResponse>('createFacultyLogins', { method: 'POST', query: { considerMailOrEmpcode } });

export const createLoginsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: createLogins, onSuccess: () => void queryClient.invalidateQueries({ queryKey: getUsersQueryPrefix }) });

export const useCreateLogins = (config?: MutationConfig<CreateLoginsResponse, LoginsToCreateQuery>) =>
  useFeatureMutation(createLoginsMutationOptions, config);
