import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { FeeStructureDeleted } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { invalidateFees } from './get-fee-types';

export const deleteFeeStructure = (id: number) => api<FeeStructureDeleted>(`payments/fee-structure/${id}`, { method: 'DELETE' });

export const deleteFeeStructureMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: deleteFeeStructure, onSuccess: () => invalidateFees(queryClient) });

export const useDeleteFeeStructure = (config?: MutationConfig<FeeStructureDeleted, number>) =>
  useFeatureMutation(deleteFeeStructureMutationOptions, config);
