import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { UploadSuccess } from '@campus/shared';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { uploadExcel, type ExcelUpload } from '../../../lib/uploads';
import { getNextAdmissionNumberQueryOptions } from './get-next-admission-number';

/** A workbook of new admissions, imported all-or-nothing. */
export const uploadAdmissions = (upload: ExcelUpload) => uploadExcel('newAdmissionsForm', upload);

export const uploadAdmissionsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: uploadAdmissions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getNextAdmissionNumberQueryOptions().queryKey }),
  });

export const useUploadAdmissions = (config?: MutationConfig<UploadSuccess, ExcelUpload>) =>
  useFeatureMutation(uploadAdmissionsMutationOptions, config);
