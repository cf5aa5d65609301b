import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ResultLookupQuery, ResultReport } from '@campus/shared';
import { api, downloadBase64 } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** The grade sheet (PDF as base64) of one student's result. */
export const getGradeSheet = ({ rollNo, examTitle }: ResultLookupQuery) =>
  api<ResultReport>('getExamResultByRollNoReport', { query: { rollNo, examTitle } });

/** `{rollNo}_{title}.pdf`, with characters file systems refuse replaced. */
export function gradeSheetFileName(rollNo: string, title: string) {
  return `${rollNo}_${title}.pdf`.replace(/[\\/:*?"<>|]+/g, '-');
}

/** Fetches the grade sheet and hands it to the browser; answers false when there is none to download. */
export const downloadGradeSheetMutationOptions = () =>
  mutationOptions({
    mutationFn: async (lookup: ResultLookupQuery) => {
      const answer = await getGradeSheet(lookup);
      if (answer.success !== 'True' || !answer.b64) return false;
      downloadBase64(answer.b64, gradeSheetFileName(lookup.rollNo, lookup.examTitle));
      return true;
    },
  });

export const useDownloadGradeSheet = (config?: MutationConfig<boolean, ResultLookupQuery>) =>
  useMutation({ ...config, ...downloadGradeSheetMutationOptions() });
