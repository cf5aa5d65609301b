import ExcelJS from 'exceljs';
import { PRINTOUT_COPIES_MAX, PRINTOUT_LABELS_MAX, serverText, type PrintoutQuery } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { PdfWorkers } from '../../lib/pdf-workers.js';
import { workbookBuffer } from '../../lib/workbook-export.js';
import type { CollegeService } from '../public/college.service.js';
import { createLibraryRepository } from './library.repository.js';
import { labelsPdf, registerPdf, type PrintedCopy } from './library-printouts-pdf.js';

export interface LibraryPrintoutsDeps {
  db: Db;
  pdfs: PdfWorkers;
  college: Pick<CollegeService, 'settings'>;
}

/** The accession register as a workbook: a row per copy, dates and prices as Excel's own dates and numbers. */
async function registerWorkbook(college: string, copies: PrintedCopy[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = college;
  const ws = wb.addWorksheet('Accession Register', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: 'Accession number', key: 'accessionNumber', width: 16 },
    { header: 'Date', key: 'accessionDate', width: 12, style: { numFmt: 'dd-mm-yyyy' } },
    { header: 'Title', key: 'title', width: 40 },
    { header: 'Author', key: 'authors', width: 28 },
    { header: 'Edition', key: 'edition', width: 10 },
    { header: 'Publisher', key: 'publisher', width: 24 },
    { header: 'Year', key: 'year', width: 8 },
    { header: 'Call number', key: 'callNumber', width: 14 },
    { header: 'Barcode', key: 'barcode', width: 16 },
    { header: 'Source', key: 'source', width: 11 },
    { header: 'Bill number', key: 'billNumber', width: 14 },
    { header: 'Bill date', key: 'billDate', width: 12, style: { numFmt: 'dd-mm-yyyy' } },
    { header: 'Price (₹)', key: 'price', width: 12, style: { numFmt: '#,##0.00' } },
    { header: 'Status', key: 'status', width: 12 },
    // Last, so that the register reads back through the import (its other headings are the template's or their aliases).
    { header: 'ISBN', key: 'isbn', width: 16 },
  ];
  ws.getRow(1).font = { bold: true };
  const day = (d: string | null) => (d ? new Date(`${d}T00:00:00Z`) : null);
  for (const c of copies)
    ws.addRow({
      ...c,
      accessionDate: day(c.accessionDate),
      authors: c.authors.join('; '),
      source: c.source === 'donation' ? 'Donation' : 'Purchase',
      billDate: day(c.billDate),
      price: c.pricePaise === null ? null : c.pricePaise / 100,
      status: c.status.replace(/_/g, ' '),
    });
  return workbookBuffer(wb);
}

/** Barcode labels and the accession register, of chosen copies or a range of accession numbers. */
export function createLibraryPrintouts({ db, pdfs, college }: LibraryPrintoutsDeps) {
  const repo = createLibraryRepository(db);

  async function chosen(query: PrintoutQuery, max = PRINTOUT_COPIES_MAX): Promise<{ college: string; copies: PrintedCopy[] }> {
    const copies = await repo.copiesToPrint(query, max + 1);
    if (copies.length === 0) throw notFound(serverText('library.nothingToPrint'));
    if (copies.length > max) throw new AppError('TOO_LARGE', serverText('library.tooManyToPrint', { max: max.toLocaleString('en-IN') }));
    return { college: (await college.settings()).name, copies };
  }

  return {
    labels: async (query: PrintoutQuery) => pdfs.render(labelsPdf, await chosen(query, PRINTOUT_LABELS_MAX)),
    registerPdf: async (query: PrintoutQuery) => pdfs.render(registerPdf, await chosen(query)),
    registerWorkbook: async (query: PrintoutQuery) => {
      const { college: name, copies } = await chosen(query);
      return registerWorkbook(name, copies);
    },
  };
}

export type LibraryPrintouts = ReturnType<typeof createLibraryPrintouts>;
