import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InstrumentsPage, InstrumentStatus } from '@campus/shared';
import { api } from '../../../lib/api';
import { COUNTER_KEY } from './counter-keys';

/** `GET /api/payments/counter/instruments`: cheques and drafts by their state, a page at a time (accounts). */
export const getInstruments = (status: InstrumentStatus, page: number, pageSize: number) =>
  api<InstrumentsPage>('payments/counter/instruments', { query: { status, page, pageSize } });

export const useInstruments = (status: InstrumentStatus, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...COUNTER_KEY, 'instruments', status, page, pageSize],
    queryFn: () => getInstruments(status, page, pageSize),
    placeholderData: keepPreviousData,
  });
