import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { MasterDataKind, MasterDataRow } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { invalidateMasterData } from './get-master-data-rows';

export interface MasterDataRowChange {
  kind: MasterDataKind;
  id: number | 'new';
  body: Record<string, unknown>;
}

/** Adds a row (`id: 'new'`) or edits one. */
export const saveMasterDataRow = ({ kind, id, body }: MasterDataRowChange) =>
  id === 'new'
    ? api<MasterDataRow>(`masterdata/${kind}`, { method: 'POST', body })
    : api<MasterDataRow>(`masterdata/${kind}/${id}`, { method: 'PUT', body });

export const saveMasterDataRowMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveMasterDataRow, onSuccess: () => invalidateMasterData(queryClient) });

export const useSaveMasterDataRow = (config?: MutationConfig<MasterDataRow, MasterDataRowChange>) =>
  useFeatureMutation(saveMasterDataRowMutationOptions, config);
