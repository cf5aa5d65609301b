import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamTitleSummary } from '@campus/shared';
import { api } from '../../../lib/api';

/** Every exam title, drafts included, with its counts, for examination staff. */
export const getStaffExamTitles = () => api<ExamTitleSummary[]>('exam-results/titles');

export const getStaffExamTitlesQueryOptions = () => queryOptions({ queryKey: ['staffExamTitles'], queryFn: getStaffExamTitles });

export const useStaffExamTitles = () => useQuery(getStaffExamTitlesQueryOptions());
