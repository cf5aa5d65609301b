import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Copy, NewCopy } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { LIBRARY_KEY } from './get-catalogue';

interface AddCopy {
  titleId: number;
  copy: NewCopy;
}

/** `POST library/titles/:id/copies`: a new copy of a title. */
export const addLibraryCopy = ({ titleId, copy }: AddCopy) => api<Copy>(`library/titles/${titleId}/copies`, { method: 'POST', body: copy });

export const addLibraryCopyMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: addLibraryCopy,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });

export const useAddLibraryCopy = (config?: MutationConfig<Copy, AddCopy>) => useFeatureMutation(addLibraryCopyMutationOptions, config);
