import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountsOrdersPage, AccountsOrdersQuery, AccountsOrderStatus } from '@campus/shared';
import { api } from '../../../lib/api';

/** The screen's search: the server's query with every part present, an empty status or text meaning any. */
export type OrdersSearch = Required<Omit<AccountsOrdersQuery, 'status'>> & { status: AccountsOrderStatus | '' };

/** One page of orders, FLAGGED first; empty parts of the search are left out of the call. */
export const getAccountsOrders = ({ status, q, page, pageSize }: OrdersSearch) =>
  api<AccountsOrdersPage>('payments/accounts/orders', { query: { status: status || undefined, q: q || undefined, page, pageSize } });

export const getAccountsOrdersQueryOptions = (search: OrdersSearch) =>
  queryOptions({ queryKey: ['payments', 'orders', search], queryFn: () => getAccountsOrders(search) });

/** While the next page loads, the last one stays on the screen. */
export const useAccountsOrders = (search: OrdersSearch) =>
  useQuery({ ...getAccountsOrdersQueryOptions(search), placeholderData: keepPreviousData });
