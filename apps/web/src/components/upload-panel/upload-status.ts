import type { UploadProgress } from '@campus/shared';

/** What the progress line says (an `upload.*` text and its values) and how full the bar is. */
export interface UploadStatus {
  text: 'sending' | 'reading' | 'validating' | 'importing';
  values: Record<string, number>;
  /** 0–100, or undefined while the amount of work is not known (an indeterminate bar). */
  percent: number | undefined;
}

/**
 * While the file is on its way, the share sent; once sent, the phase the server reports
 * (reading the workbook until it knows how many rows there are).
 */
export function uploadStatus(sent: number, progress: UploadProgress | null | undefined): UploadStatus {
  if (sent < 1) return { text: 'sending', values: { percent: Math.round(sent * 100) }, percent: sent * 100 };
  const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : undefined;
  if (progress?.phase === 'validating' || progress?.phase === 'importing') {
    return { text: progress.phase, values: { done: progress.done, total: progress.total }, percent };
  }
  return { text: 'reading', values: {}, percent };
}
