import { keepPreviousData, mutationOptions, useQuery } from '@tanstack/react-query';
import type { MarkSheet, MarksOverview } from '@campus/shared';
import { api, apiBlob, downloadBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const OVERVIEW_KEY = ['marks-overview'] as const;
/** Apart from the overview's key: a release or an unlock does not change the batches and branches. */

/** Which classes are listed: a batch, and one of its branches or all. */
export interface OverviewQuery {
  batchId: number;
  branchId: number | null;
}

const overviewQuery = ({ batchId, branchId }: OverviewQuery) => ({ batchId, branchId: branchId ?? undefined });

/** `GET internal-marks/overview?batchId=&branchId=`: every class of the batch (branch) and its marks' state. */
export const useMarksOverview = (query: OverviewQuery | null) =>
  useQuery({
    queryKey: [...OVERVIEW_KEY, 'overview', query?.batchId, query?.branchId],
    queryFn: () => api<MarksOverview>('internal-marks/overview', { query: overviewQuery(query!) }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

/** `GET internal-marks/sheet?allocationId=`: a class's marks, read here. */
export const useOverviewSheet = (allocationId: number) =>
  useQuery({
    queryKey: [...OVERVIEW_KEY, 'sheet', allocationId],
    queryFn: () => api<MarkSheet>('internal-marks/sheet', { query: { allocationId } }),
  });

/** The answer of a release: its message (`{{count}} classes’ marks were released…`), by its key in the reader's language. */
interface Released {
  message: string;
  key?: string;
  params?: Record<string, string>;
}

/** `POST internal-marks/release`: submitted classes' marks shown to their students. */
export const useReleaseMarks = (config?: MutationConfig<Released, number[]>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: (allocationIds: number[]) => api<Released>('internal-marks/release', { method: 'POST', body: { allocationIds } }),
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
      }),
    config,
  );

/** `POST internal-marks/sheet/unlock`: a submitted sheet opened again by the head of the department, with a reason. */
export const useUnlockSheet = (config?: MutationConfig<MarkSheet, { allocationId: number; reason: string }>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: (unlock: { allocationId: number; reason: string }) =>
          api<MarkSheet>('internal-marks/sheet/unlock', { method: 'POST', body: unlock }),
        onSuccess: (sheet) => {
          queryClient.setQueryData([...OVERVIEW_KEY, 'sheet', sheet.allocationId], sheet);
          void queryClient.invalidateQueries({ queryKey: [...OVERVIEW_KEY, 'overview'] });
        },
      }),
    config,
  );

/** `GET internal-marks/export?batchId=&branchId=`: the batch's marks as a workbook, a sheet per class. */
export const useDownloadMarks = (config?: MutationConfig<void, OverviewQuery & { fileName: string }>) =>
  useFeatureMutation(
    () =>
      mutationOptions({
        mutationFn: async ({ fileName, ...query }: OverviewQuery & { fileName: string }) =>
          downloadBlob(await apiBlob('internal-marks/export', { query: overviewQuery(query) }), fileName),
      }),
    config,
  );
