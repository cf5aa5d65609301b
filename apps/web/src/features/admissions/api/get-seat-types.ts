import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** Seat types as `CODE,Label` (KNRR, BRILL and BRIG take their admission types from them). */
export const getSeatTypes = () => api<string[]>('getSeatTypesAsDrop');

export const getSeatTypesQueryOptions = () =>
  queryOptions({ queryKey: masterListKey('seatTypesAsDrop'), queryFn: getSeatTypes, staleTime: 5 * 60_000 });

export const useSeatTypes = (enabled = true) => useQuery({ ...getSeatTypesQueryOptions(), enabled });
