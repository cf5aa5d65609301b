import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryFigures } from '@campus/shared';
import { api } from '../../../lib/api';

/** Today's e-mails and SMS: sent, failed and waiting (the office's Messages page has the rest). */
export const getMessageFigures = () => api<DeliveryFigures>('notifications/figures');

export const getMessageFiguresQueryOptions = () => queryOptions({ queryKey: ['dashboards', 'messages'], queryFn: getMessageFigures });

export const useMessageFigures = () => useQuery(getMessageFiguresQueryOptions());
