import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { InstrumentAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { readAgain } from './counter-keys';

/** A cheque or draft marked cleared on a date, or bounced on a date with the bank's reason. */
export type InstrumentSettlement =
  | { receiptNo: string; as: 'cleared'; body: { date: string } }
  | { receiptNo: string; as: 'bounced'; body: { date: string; reason: string } };

/** `POST /api/payments/counter/instruments/{receiptNo}/cleared` or `/bounced`. */
export const settleInstrument = ({ receiptNo, as, body }: InstrumentSettlement) =>
  api<InstrumentAnswer>(`payments/counter/instruments/${encodeURIComponent(receiptNo)}/${as}`, { method: 'POST', body });

export const settleInstrumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: settleInstrument, onSuccess: () => readAgain(queryClient) });

export const useSettleInstrument = (config?: MutationConfig<InstrumentAnswer, InstrumentSettlement>) =>
  useFeatureMutation(settleInstrumentMutationOptions, config);
