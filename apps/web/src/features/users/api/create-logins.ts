import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CreateLoginsResponse } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getUsersQueryPrefix } from './get-users';

export interface CreateLogins {
  kind: 'student' | 'faculty';
  considerMailOrEmpcode?: 'email' | 'empcode';
}

/** `POST createStudentLogins` or `createFacultyLogins?considerMailOrEmpcode=` (001 §7). */
export const createLogins = ({ kind, considerMailOrEmpcode }: CreateLogins) =>
  kind === 'student'
    ? api<CreateLoginsResponse>('createStudentLogins', { method: 'POST' })
    : api<CreateLoginsResponse>('createFacultyLogins', { method: 'POST', query: { considerMailOrEmpcode } });

export const createLoginsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: createLogins, onSuccess: () => void queryClient.invalidateQueries({ queryKey: getUsersQueryPrefix }) });

export const useCreateLogins = (config?: MutationConfig<CreateLoginsResponse, CreateLogins>) =>
  useFeatureMutation(createLoginsMutationOptions, config);
