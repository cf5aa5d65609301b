import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxPage } from '@campus/shared';
import { api } from '../../../lib/api';
import { getUsersQueryPrefix } from './get-users';

export interface OutboxPaging {
  page: number;
  size: number;
}

/** The mail the server wrote, newest first: state, attempts and times, never the text (ADR 0058). */
export const getOutbox = (paging: OutboxPaging) => api<OutboxPage>('users/outbox', { query: { ...paging } });

/** While mail waits for a server that is configured, the outbox is read again: it is sent in the background. */
const PENDING_REFRESH_MS = 10_000;

// Under the users prefix: sending a user a reset link refreshes the outbox too.
export const getOutboxQueryOptions = (paging: OutboxPaging) =>
  queryOptions({
    queryKey: [...getUsersQueryPrefix, 'outbox', paging],
    queryFn: () => getOutbox(paging),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.smtp === 'configured' && data.mails.some((m) => m.state === 'pending') ? PENDING_REFRESH_MS : false;
    },
  });

export const useOutbox = (paging: OutboxPaging) => useQuery(getOutboxQueryOptions(paging));
