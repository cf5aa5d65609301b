import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Clearance } from '@campus/shared';
import { api } from '../../../lib/api';

/** `GET library/me/clearance`: whether the library has cleared the signed-in student, asked as they register as an alumnus. */
export const useLibraryClearance = (enabled: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: ['alumni', 'library-clearance'], queryFn: () => api<Clearance>('library/me/clearance') }),
    enabled,
    retry: false,
  });
