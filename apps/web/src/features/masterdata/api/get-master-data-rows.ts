import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MasterDataKind, MasterDataRow } from '@campus/shared';
import { api } from '../../../lib/api';
import { MASTER_LISTS } from '../../../lib/master-data';

/** The key prefix of every kind's rows. */
const MASTER_DATA_ROWS = 'masterdata';

/** Every row of one kind of master data, inactive ones included. */
export const getMasterDataRows = (kind: MasterDataKind) => api<MasterDataRow[]>(`masterdata/${kind}`);

export const getMasterDataRowsQueryOptions = (kind: MasterDataKind) =>
  queryOptions({ queryKey: [MASTER_DATA_ROWS, kind], queryFn: () => getMasterDataRows(kind) });

export const useMasterDataRows = (kind: MasterDataKind, enabled = true) => useQuery({ ...getMasterDataRowsQueryOptions(kind), enabled });

/**
 * After a change: the rows of every kind (other tabs show this kind too, like a course's code in the
 * batches tab), and every list built from master data (every form's dropdowns).
 */
export function invalidateMasterData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [MASTER_DATA_ROWS] });
  void queryClient.invalidateQueries({ queryKey: [MASTER_LISTS] });
}
