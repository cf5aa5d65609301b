import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptEntry } from '@campus/shared';
import { api } from '../../../lib/api';
import { FEES_KEY } from './get-fee-types';

/** The receipts of the signed-in student, a parent's ward, or (fee staff) the roll number's. */
export const getReceipts = (rollNo?: string) => api<ReceiptEntry[]>('payments/receipts', { query: { rollNo: rollNo || undefined } });

export const getReceiptsQueryOptions = (rollNo?: string) =>
  queryOptions({ queryKey: [FEES_KEY, 'receipts', rollNo ?? ''], queryFn: () => getReceipts(rollNo) });

export const useReceipts = (rollNo?: string, enabled = true) => useQuery({ ...getReceiptsQueryOptions(rollNo), enabled, retry: false });

/** The address of a receipt's PDF (opened in a new tab; the session cookie signs it in). */
export const receiptUrl = (receiptNo: string) => `/api/payments/receipts/${encodeURIComponent(receiptNo)}`;
