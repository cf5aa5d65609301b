import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ReconcileAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/** Asks the gateway about every open order now (`POST /api/payments/reconcile`) and records what it confirms. */
export const reconcilePayments = () => api<ReconcileAnswer>('payments/reconcile', { method: 'POST', body: {} });

/** Orders and collections may have changed: every payments list is read again. */
export const reconcilePaymentsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: reconcilePayments,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });

export const useReconcilePayments = (config?: MutationConfig<ReconcileAnswer, void>) =>
  useFeatureMutation(reconcilePaymentsMutationOptions, config);
