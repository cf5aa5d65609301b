import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Account, UsersPage } from '@campus/shared';
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

/**
 * An account changed on the Users screen shows its change in its own row, where it is: the list is
 * not read again, so no row moves (an approved sign-up leaving the pending rows on top would slide
 * the next user's Disable under the cursor). The server's order returns with the next load or filter.
 */
export function showInPlace(queryClient: QueryClient, account: Account) {
  queryClient.setQueriesData({ queryKey: getUsersQueryPrefix }, (data: unknown) =>
    isUsersPage(data) ? { ...data, users: data.users.map((u) => (u.id === account.id ? account : u)) } : data,
  );
}

const isUsersPage = (data: unknown): data is UsersPage => typeof data === 'object' && data !== null && 'users' in data;
