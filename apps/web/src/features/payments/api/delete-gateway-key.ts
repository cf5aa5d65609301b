import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { GatewayKeyChangeAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getGatewayKeysQueryOptions } from './get-gateway-keys';

export const deleteGatewayKey = (uniquekey: string) =>
  api<GatewayKeyChangeAnswer>('deletPaymentGatewayKeyMaintenance', { method: 'DELETE', query: { uniquekey } });

export const deleteGatewayKeyMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteGatewayKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getGatewayKeysQueryOptions().queryKey }),
  });

export const useDeleteGatewayKey = (config?: MutationConfig<GatewayKeyChangeAnswer, string>) =>
  useFeatureMutation(deleteGatewayKeyMutationOptions, config);
