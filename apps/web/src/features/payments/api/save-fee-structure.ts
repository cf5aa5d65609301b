import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { FeeStructureInput, FeeStructureRow } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { invalidateFees } from './get-fee-types';

export interface FeeStructureChange {
  id: number | 'new';
  /** A part left empty on the form is left out, and the server names it. */
  body: Partial<FeeStructureInput>;
}

/** Adds an amount to the structure (`id: 'new'`) or edits one. */
export const saveFeeStructure = ({ id, body }: FeeStructureChange) =>
  id === 'new'
    ? api<FeeStructureRow>('payments/fee-structure', { method: 'POST', body })
    : api<FeeStructureRow>(`payments/fee-structure/${id}`, { method: 'PUT', body });

export const saveFeeStructureMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveFeeStructure, onSuccess: () => invalidateFees(queryClient) });

export const useSaveFeeStructure = (config?: MutationConfig<FeeStructureRow, FeeStructureChange>) =>
  useFeatureMutation(saveFeeStructureMutationOptions, config);
