import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Mail the server kept because no SMTP server is configured (reset links), newest first. */
export const getOutbox = () => api<OutboxMail[]>('users/outbox');

export const getOutboxQueryOptions = () => queryOptions({ queryKey: ['users', 'outbox'], queryFn: getOutbox });

export const useOutbox = () => useQuery(getOutboxQueryOptions());
