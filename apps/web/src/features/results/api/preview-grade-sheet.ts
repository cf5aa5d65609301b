import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiBlob, downloadBlob } from '../../../lib/api';
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
      const blob = await getGradeSheetPreview(preview);
      const url = URL.createObjectURL(blob);
      const opened = window.open(url, '_blank');
      if (!opened) downloadBlob(blob, gradeSheetFileName(preview.rollNo, preview.title));
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });

export const usePreviewGradeSheet = (config?: MutationConfig<void, GradeSheetPreview>) =>
  useMutation({ ...config, ...previewGradeSheetMutationOptions() });
