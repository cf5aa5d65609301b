import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Copy, CopyChange } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { LIBRARY_KEY } from './get-catalogue';

interface ChangeCopy {
  copyId: number;
  change: CopyChange;
}

/** `PUT library/copies/:copyId`: a copy's location, price and status, set by hand. */
export const changeLibraryCopy = ({ copyId, change }: ChangeCopy) => api<Copy>(`library/copies/${copyId}`, { method: 'PUT', body: change });

export const changeLibraryCopyMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: changeLibraryCopy,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });

export const useChangeLibraryCopy = (config?: MutationConfig<Copy, ChangeCopy>) =>
  useFeatureMutation(changeLibraryCopyMutationOptions, config);
