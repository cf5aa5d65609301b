import type { ExamResult, ExamTitleSummary, ResultReport, ResultVerification, UploadSuccess } from '@campus/shared';
import { api, uploadWithProgress } from '../../lib/api';

export const resultsApi = {
  titles: () => api<string[]>('getDistinctExamTitlesBy'),
  lookup: (rollNo: string, examTitle: string) => api<ExamResult>('getExamResultByRollNoView', { query: { rollNo, examTitle } }),
  report: (rollNo: string, examTitle: string) => api<ResultReport>('getExamResultByRollNoReport', { query: { rollNo, examTitle } }),
  verify: (code: string) => api<ResultVerification>(`results/verify/${encodeURIComponent(code)}`),
  staffTitles: () => api<ExamTitleSummary[]>('exam-results/titles'),
  setStatus: (title: string, action: 'publish' | 'unpublish') => api(`exam-results/${encodeURIComponent(title)}/${action}`, { method: 'POST', body: {} }),
  upload: (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('excelFileUpload', file);
    return uploadWithProgress<UploadSuccess>('masterDataExcelsUploads', form, onProgress, { fileType: 'examResults' });
  },
};

/** `{rollNo}_{title}.pdf`, with characters file systems refuse replaced. */
export function reportFileName(rollNo: string, title: string) {
  return `${rollNo}_${title}.pdf`.replace(/[\\/:*?"<>|]+/g, '-');
}
