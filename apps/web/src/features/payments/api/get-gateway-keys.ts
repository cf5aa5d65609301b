import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewayKeysAnswer } from '@campus/shared';
import { api } from '../../../lib/api';

/** The saved gateway keys (passwords masked) and the fee types a key can be kept for. */
export const getGatewayKeys = () => api<GatewayKeysAnswer>('getPaymentGatewayKeyMaintenance');

export const getGatewayKeysQueryOptions = () => queryOptions({ queryKey: ['payments', 'gatewayKeys'], queryFn: getGatewayKeys });

export const useGatewayKeys = () => useQuery(getGatewayKeysQueryOptions());
