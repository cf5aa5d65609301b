import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CatalogueQuery,
  CirculationByDay,
  CirculationByProgramme,
  LibraryReportRange,
  MostBorrowed,
  NaacFigures,
  OverduePage,
} from '@campus/shared';
import { api, apiBlob, downloadBlob } from '../../../lib/api';
import { LIBRARY_KEY } from './get-catalogue';

/** The reports of a range, by the name of their route under `library/reports/`. */
export const RANGED_REPORTS = ['circulation', 'programmes', 'most-borrowed', 'naac'] as const;
export type RangedReport = (typeof RANGED_REPORTS)[number];

interface RangedAnswers {
  circulation: CirculationByDay;
  programmes: CirculationByProgramme;
  'most-borrowed': MostBorrowed;
  naac: NaacFigures;
}

/** The file a report's workbook is saved as (the server's own name for it). */
const FILES: Record<RangedReport, string> = {
  circulation: 'library-circulation',
  programmes: 'library-circulation-by-programme',
  'most-borrowed': 'library-most-borrowed',
  naac: 'library-naac',
};

const reportQueryOptions = <R extends RangedReport>(report: R, range: LibraryReportRange) =>
  queryOptions({
    queryKey: [...LIBRARY_KEY, 'reports', report, range],
    // The path's words are read by the API document's test: the report as its union of names.
    queryFn: () => api<RangedAnswers[R]>(`library/reports/${report as RangedReport}`, { query: { ...range } }),
  });

/** A report of a range; while another range loads, the last one stays on the screen. */
export const useRangedReport = <R extends RangedReport>(report: R, range: LibraryReportRange) =>
  useQuery({ ...reportQueryOptions(report, range), placeholderData: keepPreviousData });

/** A page of the overdue loans; an empty search is left out of the call. */
export const useOverdueLoans = ({ q, page, size }: CatalogueQuery) =>
  useQuery({
    queryKey: [...LIBRARY_KEY, 'reports', 'overdue', { q, page, size }],
    queryFn: () => api<OverduePage>('library/reports/overdue', { query: { q: q || undefined, page, size } }),
    placeholderData: keepPreviousData,
  });

type Download = { report: RangedReport; range: LibraryReportRange } | { report: 'overdue'; q?: string; today: string };

/** Fetches a report's workbook and hands it to the browser as a download. */
export const useDownloadReport = (config?: { onError?: (err: Error) => void }) =>
  useMutation({
    ...config,
    mutationFn: async (asked: Download) => {
      if (asked.report === 'overdue') {
        const blob = await apiBlob('library/reports/overdue.xlsx', { query: { q: asked.q || undefined } });
        return downloadBlob(blob, `library-overdue-${asked.today}.xlsx`);
      }
      const { report, range } = asked;
      const blob = await apiBlob(`library/reports/${report}.xlsx`, { query: { ...range } });
      downloadBlob(blob, `${FILES[report]}-${range.from}-to-${range.to}.xlsx`);
    },
  });
