import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultVerification } from '@campus/shared';
import { api } from '../../../lib/api';

/** The result a grade sheet's verification code (its QR code) stands for. */
export const getResultVerification = (code: string) => api<ResultVerification>(`results/verify/${encodeURIComponent(code)}`);

/** An unknown code is an answer, not a glitch to retry. */
export const getResultVerificationQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['resultVerification', code], queryFn: () => getResultVerification(code), retry: false });

export const useResultVerification = (code: string) => useQuery(getResultVerificationQueryOptions(code));
