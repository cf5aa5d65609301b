import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiBlob, openPdfBlob } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { gradeSheetFileName } from './download-grade-sheet';

export interface GradeSheetPreview {
  title: string;
  rollNo: string;
}

/** A student's grade sheet as staff check it: a draft title's is marked DRAFT. */
export const getGradeSheetPreview = ({ title, rollNo }: GradeSheetPreview) =>
  apiBlob(`exam-results/${encodeURIComponent(title)}/students/${encodeURIComponent(rollNo)}/grade-sheet`);

/** Opens the PDF in a new tab, or downloads it when the browser blocks the tab. */
export const previewGradeSheetMutationOptions = () =>
  mutationOptions({
    mutationFn: async (preview: GradeSheetPreview) => {
      openPdfBlob(await getGradeSheetPreview(preview), gradeSheetFileName(preview.rollNo, preview.title));
    },
  });

export const usePreviewGradeSheet = (config?: MutationConfig<void, GradeSheetPreview>) =>
  useMutation({ ...config, ...previewGradeSheetMutationOptions() });
