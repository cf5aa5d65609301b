import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { GrievanceFigures } from '@campus/shared';
import { api, apiBlob, downloadBlob, openPdfBlob } from '../../../lib/api';
import { GRIEVANCES_KEY } from './grievances';

/** `GET grievances/figures`: an academic year's figures (`2026-2027`); while another year loads, the last stays on the screen. */
export const useGrievanceFigures = (year: string) =>
  useQuery({
    queryKey: [...GRIEVANCES_KEY, 'figures', year],
    queryFn: () => api<GrievanceFigures>('grievances/figures', { query: { year } }),
    placeholderData: keepPreviousData,
  });

/** The year's annual report (PDF, opened) or its figures with the list of grievances (Excel, downloaded). */
export type GrievanceReport = 'pdf' | 'xlsx';

/** Fetches a report of the year and hands it to the browser. */
export const useDownloadGrievanceReport = (config?: { onError?: (err: Error) => void }) =>
  useMutation({
    ...config,
    mutationFn: async ({ report, year }: { report: GrievanceReport; year: string }) => {
      if (report === 'pdf') return openPdfBlob(await apiBlob('grievances/report.pdf', { query: { year } }), `grievances-${year}.pdf`);
      downloadBlob(await apiBlob('grievances/figures.xlsx', { query: { year } }), `grievances-${year}.xlsx`);
    },
  });
