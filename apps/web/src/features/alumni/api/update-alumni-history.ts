import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AlumniHistoryAnswer, AlumniHistoryEdit } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getAlumniHistoryQueryOptions } from './get-alumni-history';

export interface AlumniHistoryChange {
  id: number;
  form: AlumniHistoryEdit;
}

/** `PUT /api/alumni/history/:id`: the entry's fields; its files stay. */
export const updateAlumniHistory = ({ id, form }: AlumniHistoryChange) =>
  api<AlumniHistoryAnswer>(`alumni/history/${id}`, { method: 'PUT', body: form });

export const updateAlumniHistoryMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateAlumniHistory,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getAlumniHistoryQueryOptions().queryKey }),
  });

export const useUpdateAlumniHistory = (config?: MutationConfig<AlumniHistoryAnswer, AlumniHistoryChange>) =>
  useFeatureMutation(updateAlumniHistoryMutationOptions, config);
