import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** The configured admission types (colleges that do not take them from the seat-type list). */
export const getAdmissionTypes = () => api<string[]>('getAdmissionTypes');

export const getAdmissionTypesQueryOptions = () =>
  queryOptions({ queryKey: masterListKey('admissionTypes'), queryFn: getAdmissionTypes, staleTime: 5 * 60_000 });

export const useAdmissionTypes = (enabled = true) => useQuery({ ...getAdmissionTypesQueryOptions(), enabled });
