import { execFileSync } from 'node:child_process';

/** The text of a PDF as Poppler's pdftotext reads it (a reader that is not ours), its layout kept. */
export const pdfText = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
