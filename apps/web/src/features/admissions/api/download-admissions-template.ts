import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiBlob, downloadBlob } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export const getAdmissionsTemplate = () => apiBlob('getExcelForNewAdmissions');

/** Fetches the workbook template and hands it to the browser as a download. */
export const downloadAdmissionsTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: async () => downloadBlob(await getAdmissionsTemplate(), 'New Admissions Template.xlsx'),
  });

export const useDownloadAdmissionsTemplate = (config?: MutationConfig<void, void>) =>
  useMutation({ ...config, ...downloadAdmissionsTemplateMutationOptions() });
