import type { AdmissionsRegisterQuery } from '@campus/shared';
import type { Catalog } from '../masterdata/masterdata.service.js';

/**
 * One word of the register's search box. A student matches it when their name, roll number or
 * admission number contains it (any case), when it is the last four digits of their Aadhaar number,
 * or when it names their course, batch or branch.
 */
export interface RegisterWord {
  /** A `like` pattern: the word in lower case, its wildcards escaped, inside `%…%`. */
  contains: string;
  last4: string | null;
  courseIds: number[];
  batchIds: number[];
  branchIds: number[];
}

/**
 * What the register's query asks for, in ids: every word must match; a filter (course, batch, branch)
 * is absent when not asked for, and an empty list when it names nothing (so nothing matches).
 */
export interface RegisterFilter {
  words: RegisterWord[];
  courseIds?: number[];
  batchIds?: number[];
  branchIds?: number[];
}

const LAST_FOUR = /^\d{4}$/;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `%`, `_` and the escape character itself stand for themselves in a `like` pattern. */
export const likeContaining = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The ids of the catalog's courses, batches and branches whose code or name is `text` (any case). */
function idsNamed(catalog: Catalog, text: string, courses = [...catalog.values()]) {
  const courseIds: number[] = [];
  const batchIds: number[] = [];
  const branchIds: number[] = [];
  for (const course of courses) {
    if (same(course.code, text)) courseIds.push(course.id);
    for (const [name, batch] of course.batches) if (same(name, text)) batchIds.push(batch.id);
    for (const [code, branch] of course.branches) if (same(code, text)) branchIds.push(branch.id);
  }
  return { courseIds, batchIds, branchIds };
}

/** The distinct words of a search, in the order typed. */
export function searchWords(q: string | undefined): string[] {
  const seen = new Set<string>();
  return (q ?? '').split(/\s+/).filter((w) => w && !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()));
}

/** The register's query turned into ids and patterns, with the course, batch and branch names resolved. */
export function registerFilter(
  query: Pick<AdmissionsRegisterQuery, 'q' | 'course' | 'batch' | 'branch'>,
  catalog: Catalog,
): RegisterFilter {
  const words = searchWords(query.q).map((word) => ({
    contains: likeContaining(word),
    last4: LAST_FOUR.test(word) ? word : null,
    ...idsNamed(catalog, word),
  }));
  const filter: RegisterFilter = { words };
  // Batches and branches belong to a course: with a course chosen, only its own are meant.
  const courses = query.course ? [...catalog.values()].filter((c) => same(c.code, query.course!)) : [...catalog.values()];
  if (query.course) filter.courseIds = courses.map((c) => c.id);
  if (query.batch) filter.batchIds = idsNamed(catalog, query.batch, courses).batchIds;
  if (query.branch) filter.branchIds = idsNamed(catalog, query.branch, courses).branchIds;
  return filter;
}

/** Whether a filter asks for a course, batch or branch that does not exist: then no student matches. */
export const namesNothing = (f: RegisterFilter) => [f.courseIds, f.batchIds, f.branchIds].some((ids) => ids?.length === 0);
