import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TitleResultsPage, TitleResultsQuery } from '@campus/shared';
import { api } from '../../../lib/api';

/** Every result list of staff starts with this key (invalidated when a title changes). */
export const TITLE_RESULTS_KEY = 'titleResults';

/** A page of one exam title's results, drafts included, for examination staff. */
export const getTitleResults = (title: string, { page, pageSize, search }: TitleResultsQuery) =>
  api<TitleResultsPage>(`exam-results/${encodeURIComponent(title)}/students`, { query: { page, pageSize, search: search || undefined } });

/** The page shown stays while the next one loads, so the table does not jump. */
export const getTitleResultsQueryOptions = (title: string, query: TitleResultsQuery) =>
  queryOptions({
    queryKey: [TITLE_RESULTS_KEY, title, query],
    queryFn: () => getTitleResults(title, query),
    placeholderData: keepPreviousData,
  });

export const useTitleResults = (title: string, query: TitleResultsQuery) => useQuery(getTitleResultsQueryOptions(title, query));
