import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersPage } from '@campus/shared';
import { api } from '../../../lib/api';

export interface UsersFilter {
  search?: string;
  status?: 'active' | 'pending' | 'disabled';
  /** A role, or `staff`. */
  role?: string;
  page: number;
  size: number;
}

export const getUsersQueryPrefix = ['users'] as const;

export const getUsers = (filter: UsersFilter) => api<UsersPage>('users', { query: { ...filter, search: filter.search || undefined } });

export const getUsersQueryOptions = (filter: UsersFilter) =>
  queryOptions({ queryKey: [...getUsersQueryPrefix, filter], queryFn: () => getUsers(filter), placeholderData: keepPreviousData });

export const useUsers = (filter: UsersFilter) => useQuery(getUsersQueryOptions(filter));
