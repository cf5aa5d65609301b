import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxPage, OutboxQuery } from '@campus/shared';
import { api } from '../../../lib/api';
import { getUsersQueryPrefix } from './get-users';

/** The mail the server wrote, newest first: state, attempts and times, never the text (ADR 0058). */
export const getOutbox = (paging: OutboxQuery) => api<OutboxPage>('users/outbox', { query: { ...paging } });

/** While mail waits for a server that is configured, the outbox is read again: it is sent in the background. */
const PENDING_REFRESH_MS = 10_000;

// Under the users prefix: sending a user a reset link refreshes the outbox too.
export const getOutboxQueryOptions = (paging: OutboxQuery) =>
  queryOptions({
    queryKey: [...getUsersQueryPrefix, 'outbox', paging],
    queryFn: () => getOutbox(paging),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.smtp === 'configured' && data.mails.some((m) => m.state === 'pending') ? PENDING_REFRESH_MS : false;
    },
  });

export const useOutbox = (paging: OutboxQuery) => useQuery(getOutboxQueryOptions(paging));
