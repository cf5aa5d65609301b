import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { UploadSuccess } from '@campus/shared';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { uploadExcel, type ExcelUpload } from '../../../lib/uploads';
import { getStaffExamTitlesQueryOptions } from './get-staff-exam-titles';

/** A workbook of results, saved as a draft of its exam title. */
export const uploadExamResults = (upload: ExcelUpload) => uploadExcel('examResults', upload);

export const uploadExamResultsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: uploadExamResults,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getStaffExamTitlesQueryOptions().queryKey }),
  });

export const useUploadExamResults = (config?: MutationConfig<UploadSuccess, ExcelUpload>) =>
  useFeatureMutation(uploadExamResultsMutationOptions, config);
