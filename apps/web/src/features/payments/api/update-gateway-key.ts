import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { GatewayKeyChangeAnswer, GatewayKeyInput } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getGatewayKeysQueryOptions } from './get-gateway-keys';

export type SavedGatewayKey = GatewayKeyInput & { uniquekey: string };

/** The mask as the password keeps the stored one. */
export const updateGatewayKey = (entry: SavedGatewayKey) =>
  api<GatewayKeyChangeAnswer>('updatePaymentGatewayKeyMaintenance', { method: 'PUT', body: entry });

export const updateGatewayKeyMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateGatewayKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getGatewayKeysQueryOptions().queryKey }),
  });

export const useUpdateGatewayKey = (config?: MutationConfig<GatewayKeyChangeAnswer, SavedGatewayKey>) =>
  useFeatureMutation(updateGatewayKeyMutationOptions, config);
