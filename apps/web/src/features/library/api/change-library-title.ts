import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { TitleDetail, TitleFields } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { LIBRARY_KEY } from './get-catalogue';

interface ChangeTitle {
  id: number;
  title: TitleFields;
}

/** `PUT library/titles/:id`: a title's record, every field as the form holds it. */
export const changeLibraryTitle = ({ id, title }: ChangeTitle) => api<TitleDetail>(`library/titles/${id}`, { method: 'PUT', body: title });

export const changeLibraryTitleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: changeLibraryTitle,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });

export const useChangeLibraryTitle = (config?: MutationConfig<TitleDetail, ChangeTitle>) =>
  useFeatureMutation(changeLibraryTitleMutationOptions, config);
