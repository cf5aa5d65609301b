import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { GatewayKeyChangeAnswer, GatewayKeyInput } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getGatewayKeysQueryOptions } from './get-gateway-keys';

export const saveGatewayKeys = (list: GatewayKeyInput[]) =>
  api<GatewayKeyChangeAnswer>('savePaymentGatewayKeyMaintenance', { method: 'POST', body: list });

export const saveGatewayKeysMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveGatewayKeys,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getGatewayKeysQueryOptions().queryKey }),
  });

export const useSaveGatewayKeys = (config?: MutationConfig<GatewayKeyChangeAnswer, GatewayKeyInput[]>) =>
  useFeatureMutation(saveGatewayKeysMutationOptions, config);
