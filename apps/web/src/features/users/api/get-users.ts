import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Account, UsersPage, UsersQuery } from '@campus/shared';
import { api } from '../../../lib/api';

export const getUsersQueryPrefix = ['users'] as const;

export const getUsers = (filter: UsersQuery) => api<UsersPage>('users', { query: { ...filter, search: filter.search || undefined } });

export const getUsersQueryOptions = (filter: UsersQuery) =>
  queryOptions({ queryKey: [...getUsersQueryPrefix, filter], queryFn: () => getUsers(filter), placeholderData: keepPreviousData });

export const useUsers = (filter: UsersQuery) => useQuery(getUsersQueryOptions(filter));

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
