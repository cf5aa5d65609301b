import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostelFigures } from '@campus/shared';
import { api } from '../../../lib/api';

/** The hostel office's blocks, rooms and beds, blocked and available, for its landing page. */
const getHostelFigures = () => api<HostelFigures>('hostel/figures');

export const useHostelFigures = () => useQuery(queryOptions({ queryKey: ['dashboards', 'hostel'], queryFn: getHostelFigures }));
