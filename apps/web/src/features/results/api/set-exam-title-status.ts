import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ExamTitleStatusAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getExamTitlesQueryOptions } from './get-exam-titles';
import { getStaffExamTitlesQueryOptions } from './get-staff-exam-titles';
import { TITLE_RESULTS_KEY } from './get-title-results';

export interface ExamTitleStatusChange {
  title: string;
  action: 'publish' | 'unpublish';
}

/** Publishes a draft title to everyone, or withdraws a published one. */
export const setExamTitleStatus = ({ title, action }: ExamTitleStatusChange) =>
  api<ExamTitleStatusAnswer>(`exam-results/${encodeURIComponent(title)}/${action}`, { method: 'POST', body: {} });

/** The lists change: the staff's (status, also shown over a title's results) and the public one (which titles are shown). */
export const setExamTitleStatusMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: setExamTitleStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getStaffExamTitlesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getExamTitlesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: [TITLE_RESULTS_KEY] });
    },
  });

export const useSetExamTitleStatus = (config?: MutationConfig<ExamTitleStatusAnswer, ExamTitleStatusChange>) =>
  useFeatureMutation(setExamTitleStatusMutationOptions, config);
