import { keepPreviousData, mutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Condonation, Eligibility, EligibilityStatus } from '@campus/shared';
import { api, apiBlob, downloadBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const ELIGIBILITY_KEY = ['eligibility'] as const;

/** The list's filters as the server takes them: the batch, and optionally its branch, a status and a roll number or name. */
export interface EligibilityFilter {
  batchId: number;
  branchId: number | null;
  status: EligibilityStatus | null;
  q: string;
}

const queryOf = (f: EligibilityFilter) => ({ batchId: f.batchId, branchId: f.branchId, status: f.status, q: f.q || undefined });

/** `GET attendance/eligibility`: a page of the batch's students by their standing for the semester-end examinations. */
export const useEligibility = (filter: EligibilityFilter, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...ELIGIBILITY_KEY, 'list', filter, page, pageSize],
    queryFn: () => api<Eligibility>('attendance/eligibility', { query: { ...queryOf(filter), page, pageSize } }),
    placeholderData: keepPreviousData,
  });

/** `GET attendance/eligibility/export`: the whole list of the same filters, handed to the browser as a workbook. */
export const useDownloadEligibility = () =>
  useMutation({
    mutationFn: async (filter: EligibilityFilter) =>
      downloadBlob(await apiBlob('attendance/eligibility/export', { query: queryOf(filter) }), `exam-eligibility-${filter.batchId}.xlsx`),
  });

/** `GET attendance/condonations?state=pending`: the condonations the signed-in head decides. */
export const usePendingCondonations = () =>
  useQuery({
    queryKey: [...ELIGIBILITY_KEY, 'condonations', 'pending'],
    queryFn: () => api<{ rows: Condonation[] }>('attendance/condonations', { query: { state: 'pending' } }),
  });

/** `POST attendance/condonations`: the academics office asks a condonation for a student of the list; its fee becomes a due. */
export const useAskCondonation = (config?: MutationConfig<Condonation, number>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: (studentId: number) => api<Condonation>('attendance/condonations', { method: 'POST', body: { studentId } }),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: ELIGIBILITY_KEY }),
      }),
    config,
  );

export interface CondonationDecision {
  id: number;
  approve: boolean;
  remark: string | null;
}

/** `POST attendance/condonations/:id/decision`: approved (its fee paid) or refused with a reason; the lists are read again. */
export const useDecideCondonation = (config?: MutationConfig<Condonation, CondonationDecision>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: ({ id, approve, remark }: CondonationDecision) =>
          api<Condonation>(`attendance/condonations/${id}/decision`, { method: 'POST', body: { approve, remark } }),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: ELIGIBILITY_KEY }),
      }),
    config,
  );
