import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnBusPass } from '@campus/shared';
import { api } from '../../../lib/api';

/** `GET transport/me/pass`: the student's (or their ward's) bus pass, for the landing page. */
export const useMyBusPass = () =>
  useQuery(queryOptions({ queryKey: ['bus-pass', 'own'], queryFn: () => api<OwnBusPass>('transport/me/pass') }));
