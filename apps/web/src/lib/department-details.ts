import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentDetails } from '@campus/shared';
import { api } from './api';
import { masterListKey } from './query-keys';

/**
 * `getAllDepartmentDetails`: the active departments of the master data, for every form that chooses
 * one (never asked for a HOD, who chooses only their own).
 */
const getDepartmentDetails = () => api<DepartmentDetails[]>('getAllDepartmentDetails');

const getDepartmentDetailsQueryOptions = () =>
  queryOptions({ queryKey: masterListKey('departmentDetails'), queryFn: getDepartmentDetails, staleTime: 5 * 60_000 });

export const useDepartmentDetails = (enabled: boolean) => useQuery({ ...getDepartmentDetailsQueryOptions(), enabled });
