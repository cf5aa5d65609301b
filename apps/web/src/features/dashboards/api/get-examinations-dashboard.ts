import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExaminationsDashboard } from '@campus/shared';
import { api } from '../../../lib/api';

/** An exam title's figures (the newest published one when none is named) and every title by status. */
export const getExaminationsDashboard = (examTitle?: string) =>
  api<ExaminationsDashboard>('dashboards/examinations', { query: { examTitle } });

export const getExaminationsDashboardQueryOptions = (examTitle?: string) =>
  queryOptions({
    queryKey: ['dashboards', 'examinations', examTitle ?? ''],
    queryFn: () => getExaminationsDashboard(examTitle),
    placeholderData: keepPreviousData,
  });

export const useExaminationsDashboard = (examTitle?: string) => useQuery(getExaminationsDashboardQueryOptions(examTitle));
