import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentDetails } from '@campus/shared';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** `getAllDepartmentDetails`: every department (never asked for a HOD, who chooses only their own). */
export const getDepartmentDetails = () => api<DepartmentDetails[]>('getAllDepartmentDetails');

export const getDepartmentDetailsQueryOptions = () =>
  queryOptions({ queryKey: masterListKey('departmentDetails'), queryFn: getDepartmentDetails, staleTime: 5 * 60_000 });

export const useDepartmentDetails = (enabled: boolean) => useQuery({ ...getDepartmentDetailsQueryOptions(), enabled });
