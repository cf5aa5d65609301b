import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { IGNORE_NAMES_FIELD, type UploadSuccess } from '@campus/shared';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { uploadExcel, type ExcelUpload } from '../../../lib/uploads';
import { getStaffExamTitlesQueryOptions } from './get-staff-exam-titles';
import { TITLE_RESULTS_KEY } from './get-title-results';

/**
 * A workbook of results, saved as a draft of its exam title. With `ignoreNames` the file's student
 * names are not checked: the student register's are stored instead.
 */
export const uploadExamResults = (upload: ExcelUpload, ignoreNames = false) =>
  uploadExcel('examResults', upload, { [IGNORE_NAMES_FIELD]: String(ignoreNames) });

export const uploadExamResultsMutationOptions = (queryClient: QueryClient, ignoreNames = false) =>
  mutationOptions({
    mutationFn: (upload: ExcelUpload) => uploadExamResults(upload, ignoreNames),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getStaffExamTitlesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: [TITLE_RESULTS_KEY] });
    },
  });

export const useUploadExamResults = (ignoreNames: boolean, config?: MutationConfig<UploadSuccess, ExcelUpload>) =>
  useFeatureMutation((queryClient) => uploadExamResultsMutationOptions(queryClient, ignoreNames), config);
