import { z } from 'zod';
import { requiredIssue, type Allocation, type SectionSubject } from '@campus/shared';
import type { RegulationChoice } from '../api/sections';

type T = (key: string, values?: Record<string, unknown>) => string;

/** A choice from a list of a form: none chosen says it is required, not that the value is wrong; then the schema's own check. */
export const chosen = <S extends z.ZodType>(field: string, schema: S) =>
  z
    .string()
    .min(1, { error: requiredIssue(field) })
    .transform((v): unknown => v)
    .pipe(schema);

/** The regulation a batch follows: the newest that governs batches from its year on. */
export const regulationOf = (regulations: RegulationChoice[], startYear: number) =>
  [...regulations].sort((a, b) => b.fromYear - a.fromYear).find((r) => r.fromYear <= startYear);

/** The semesters of a programme as a form's choices. */
export const semesterChoices = (t: T, semesters: number) =>
  Array.from({ length: semesters }, (_, i) => ({ value: String(i + 1), label: t('sections.semesterN', { n: i + 1 }) }));

/** Who an allocation teaches: `Lab batch 1`, or `Whole section`. */
export const taughtTo = (t: T, labBatch: number | null) =>
  labBatch === null ? t('sections.subjects.wholeSection') : t('sections.subjects.labBatchN', { n: labBatch });

/**
 * The classes of a subject no teacher has yet: a theory's (or an elective's, a project's) whole section;
 * a laboratory's whole section or each lab batch, unless one of them is allocated already.
 */
export function openClasses(subject: SectionSubject): (number | null)[] {
  const taken = subject.allocations.map((a: Allocation) => a.labBatch);
  if (subject.kind !== 'lab') return taken.length ? [] : [null];
  if (taken.includes(null)) return [];
  if (taken.length === 0) return [null, 1, 2];
  return [1, 2].filter((n) => !taken.includes(n));
}
