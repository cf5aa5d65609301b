import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { MasterDataKind, MasterDataRow } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { invalidateMasterData } from './get-master-data-rows';

export interface MasterDataRowActivation {
  kind: MasterDataKind;
  id: number;
  active: boolean;
}

/** Restores a row, or deactivates it (rows are never deleted: saved records still name them). */
export const setMasterDataRowActive = ({ kind, id, active }: MasterDataRowActivation) =>
  active
    ? api<MasterDataRow>(`masterdata/${kind}/${id}`, { method: 'PUT', body: { active: true } })
    : api<MasterDataRow>(`masterdata/${kind}/${id}`, { method: 'DELETE' });

export const setMasterDataRowActiveMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: setMasterDataRowActive, onSuccess: () => invalidateMasterData(queryClient) });

export const useSetMasterDataRowActive = (config?: MutationConfig<MasterDataRow, MasterDataRowActivation>) =>
  useFeatureMutation(setMasterDataRowActiveMutationOptions, config);
