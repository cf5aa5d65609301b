import { describe, expect, it } from 'vitest';
import { uploadStatus } from './upload-status';

describe('upload status', () => {
  it('shows the share of the file sent while it is on its way', () => {
    expect(uploadStatus(0.426, null)).toEqual({ text: 'sending', values: { percent: 43 }, percent: 42.6 });
  });

  it('reads the workbook, with an indeterminate bar, until the server knows the rows', () => {
    expect(uploadStatus(1, null)).toEqual({ text: 'reading', values: {}, percent: undefined });
    expect(uploadStatus(1, { phase: 'reading', done: 0, total: 0 })).toEqual({ text: 'reading', values: {}, percent: undefined });
  });

  it('follows the rows checked and imported', () => {
    expect(uploadStatus(1, { phase: 'validating', done: 250, total: 1000 })).toEqual({
      text: 'validating',
      values: { done: 250, total: 1000 },
      percent: 25,
    });
    expect(uploadStatus(1, { phase: 'importing', done: 1000, total: 1000 })).toMatchObject({ text: 'importing', percent: 100 });
  });
});
