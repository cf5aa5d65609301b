import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { FeeType } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { invalidateFees } from './get-fee-types';

export const deleteFeeType = (id: number) => api<FeeType>(`payments/fee-types/${id}`, { method: 'DELETE' });

export const deleteFeeTypeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: deleteFeeType, onSuccess: () => invalidateFees(queryClient) });

export const useDeleteFeeType = (config?: MutationConfig<FeeType, number>) => useFeatureMutation(deleteFeeTypeMutationOptions, config);
