import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiBlob, downloadBlob } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export const getResultsTemplate = () => apiBlob('exam-results/template');

/** Fetches the workbook template and hands it to the browser as a download. */
export const downloadResultsTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: async () => downloadBlob(await getResultsTemplate(), 'exam-results-template.xlsx'),
  });

export const useDownloadResultsTemplate = (config?: MutationConfig<void, void>) =>
  useMutation({ ...config, ...downloadResultsTemplateMutationOptions() });
