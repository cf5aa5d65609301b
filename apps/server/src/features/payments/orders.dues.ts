import type { DueItem } from './dues.service.js';

export type { DueItem };

/** Where the orders read what a student owes (the dues service; a test may hand in a stand-in). */
export interface DuesSource {
  duesFor(studentId: number): Promise<DueItem[]>;
}

/** The key of a due: its fee type and semester. */
export const dueKey = (feeTypeId: number, semester: number | null | undefined) => `${feeTypeId}:${semester ?? '-'}`;
