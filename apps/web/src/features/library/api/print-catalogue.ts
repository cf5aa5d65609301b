import { useMutation } from '@tanstack/react-query';
import type { PrintoutQuery } from '@campus/shared';
import { apiBlob, downloadBlob } from '../../../lib/api';

/** The printouts of the catalogue, each of a range of accession numbers (or all copies). */
const PRINTOUTS = {
  labels: { path: 'library/labels.pdf', file: 'barcode-labels.pdf' },
  registerPdf: { path: 'library/accession-register.pdf', file: 'accession-register.pdf' },
  registerXlsx: { path: 'library/accession-register.xlsx', file: 'accession-register.xlsx' },
} as const;

export type Printout = keyof typeof PRINTOUTS;

interface PrintRequest {
  printout: Printout;
  /** A range of accession numbers, or chosen copies by their ids. */
  range: Pick<PrintoutQuery, 'from' | 'to'> & { copies?: number[] };
}

/** Fetches a printout and hands it to the browser as a download. */
export const usePrintCatalogue = () =>
  useMutation({
    mutationFn: async ({ printout, range }: PrintRequest) => {
      const { path, file } = PRINTOUTS[printout];
      const query = { from: range.from || undefined, to: range.to || undefined, copies: range.copies?.join(',') || undefined };
      downloadBlob(await apiBlob(path, { query }), file);
    },
  });
