import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { UploadSuccess } from '@campus/shared';
import { apiBlob, downloadBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { uploadExcel, type ExcelUpload } from '../../../lib/uploads';
import { LIBRARY_KEY } from './get-catalogue';

/** An import of a catalogue kept elsewhere, all-or-nothing: the accession register (Excel) or a MARC21 file. */
const importMutationOptions = (fileType: 'libraryAccessions' | 'libraryMarc') => (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (upload: ExcelUpload) => uploadExcel(fileType, upload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });

export const useImportAccessions = (config?: MutationConfig<UploadSuccess, ExcelUpload>) =>
  useFeatureMutation(importMutationOptions('libraryAccessions'), config);

export const useImportMarc = (config?: MutationConfig<UploadSuccess, ExcelUpload>) =>
  useFeatureMutation(importMutationOptions('libraryMarc'), config);

/** The accession register's workbook template, handed to the browser as a download. */
export const useDownloadAccessionTemplate = () =>
  useMutation({
    mutationFn: async () => downloadBlob(await apiBlob('library/accession-register/template'), 'Accession Register Template.xlsx'),
  });
