import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { NewTitle, TitleDetail } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { LIBRARY_KEY } from './get-catalogue';

/** `POST library/titles`: a new title with its first copies, all saved or none. */
export const addLibraryTitle = (body: NewTitle) => api<TitleDetail>('library/titles', { method: 'POST', body });

export const addLibraryTitleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: addLibraryTitle,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });

export const useAddLibraryTitle = (config?: MutationConfig<TitleDetail, NewTitle>) =>
  useFeatureMutation(addLibraryTitleMutationOptions, config);
