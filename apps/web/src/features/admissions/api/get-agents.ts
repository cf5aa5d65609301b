import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentOption } from '@campus/shared';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

export const getAgents = () => api<AgentOption[]>('getAgentsForDropdown');

export const getAgentsQueryOptions = () => queryOptions({ queryKey: masterListKey('agents'), queryFn: getAgents, staleTime: 5 * 60_000 });

export const useAgents = () => useQuery(getAgentsQueryOptions());
