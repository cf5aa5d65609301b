import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransportFigures } from '@campus/shared';
import { api } from '../../../lib/api';

/** The transport office's routes, fleet and the papers lapsing or lapsed, for its landing page. */
export const getTransportFigures = () => api<TransportFigures>('transport/figures');

export const getTransportFiguresQueryOptions = () => queryOptions({ queryKey: ['dashboards', 'transport'], queryFn: getTransportFigures });

export const useTransportFigures = () => useQuery(getTransportFiguresQueryOptions());
