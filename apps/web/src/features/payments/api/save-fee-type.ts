import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { FeeType, FeeTypeBody } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { invalidateFees } from './get-fee-types';

export interface FeeTypeChange {
  id: number | 'new';
  body: FeeTypeBody;
}

/** Adds a fee type (`id: 'new'`) or edits one. */
export const saveFeeType = ({ id, body }: FeeTypeChange) =>
  id === 'new'
    ? api<FeeType>('payments/fee-types', { method: 'POST', body })
    : api<FeeType>(`payments/fee-types/${id}`, { method: 'PUT', body });

export const saveFeeTypeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveFeeType, onSuccess: () => invalidateFees(queryClient) });

export const useSaveFeeType = (config?: MutationConfig<FeeType, FeeTypeChange>) => useFeatureMutation(saveFeeTypeMutationOptions, config);
