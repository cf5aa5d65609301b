import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnGrievances } from '@campus/shared';
import { api } from '../../../lib/api';

/** `GET grievances/mine`: the grievances one filed, newest first, for the landing page's open ones. */
export const useMyGrievances = () =>
  useQuery(
    queryOptions({
      queryKey: ['dashboards', 'my-grievances'],
      queryFn: () => api<OwnGrievances>('grievances/mine', { query: { page: 1, size: 25 } }),
    }),
  );
