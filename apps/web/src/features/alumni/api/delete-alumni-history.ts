import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AlumniHistoryAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getAlumniHistoryQueryOptions } from './get-alumni-history';

/** `DELETE /api/alumni/history/:id`: the entry and its files. */
export const deleteAlumniHistory = (id: number) => api<AlumniHistoryAnswer>(`alumni/history/${id}`, { method: 'DELETE' });

export const deleteAlumniHistoryMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteAlumniHistory,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getAlumniHistoryQueryOptions().queryKey }),
  });

export const useDeleteAlumniHistory = (config?: MutationConfig<AlumniHistoryAnswer, number>) =>
  useFeatureMutation(deleteAlumniHistoryMutationOptions, config);
