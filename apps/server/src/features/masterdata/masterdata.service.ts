import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  BLOOD_GROUPS,
  DEFAULT_ADMISSION_TYPES,
  GENDERS,
  KEY_VALUE_KEYS,
  KNOWING_ABOUT_OPTIONS,
  MASTERDATA_SCHEMAS,
  seatTypeDropEntry,
  YES_NO,
  type KeyValueKey,
  type MasterDataKind,
  type NormalData,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  admissionTypes,
  agents,
  batches,
  branches,
  casteCategories,
  courses,
  keyValues,
  seatTypes,
  semesters,
  subCastes,
} from './masterdata.table.js';

type Actor = { id: number; username: string };

interface CatalogEntry {
  id: number;
  active: boolean;
}
export interface CatalogCourse extends CatalogEntry {
  code: string;
  batches: Map<string, CatalogEntry>;
  branches: Map<string, CatalogEntry>;
  semesters: Map<string, CatalogEntry>;
}
/** Course code → the course and its batches (by name), branches (by code), semesters (by name). */
export type Catalog = Map<string, CatalogCourse>;

/** The course, batch, branch and semester a student row points to, by id. */
interface CourseIds {
  courseId: number;
  batchId: number;
  branchId: number;
  semesterId: number | null;
}
/** The same as forms show them: course and branch codes, batch and semester names. */
interface CourseNames {
  course: string;
  batch: string;
  branch: string;
  semester: string | null;
}

/** The active entries of the admission form's other dropdowns, as their values are saved. */
export interface AdmissionChoices {
  categories: { code: string; subCastes: string[] }[];
  seatTypes: { code: string; label: string }[];
  admissionTypes: string[];
  agents: string[];
  keyValues: Record<KeyValueKey, string[]>;
}

/** Each maintainable kind: its table and the column the list is ordered by. */
const TABLES = {
  courses: { table: courses, order: courses.code },
  batches: { table: batches, order: batches.startYear },
  branches: { table: branches, order: branches.code },
  semesters: { table: semesters, order: semesters.number },
  categories: { table: casteCategories, order: casteCategories.id },
  subcastes: { table: subCastes, order: subCastes.name },
  seattypes: { table: seatTypes, order: seatTypes.id },
  agents: { table: agents, order: agents.name },
  keyvalues: { table: keyValues, order: keyValues.sortOrder },
  admissiontypes: { table: admissionTypes, order: admissionTypes.id },
} as const satisfies Record<MasterDataKind, { table: PgTable; order: PgColumn }>;

/** PostgreSQL and PGlite report constraint violations by SQLSTATE; Drizzle wraps them in `cause`. */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string' && /^\d{5}$/.test(e.code)) return e.code;
  return typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}

function constraintError(err: unknown): never {
  const state = sqlState(err);
  if (state === '23505') throw conflict('This entry already exists');
  if (state === '23503') throw badRequest('Please choose an existing parent entry', 'parent');
  throw err;
}

export function createMasterDataService(db: Db, audit: AuditService) {
  // ---- the spec's dropdown calls: active entries only ----
  async function degrees() {
    const rows = await db.select().from(courses).where(eq(courses.active, true)).orderBy(asc(courses.id));
    return rows.map((c) => ({ id: c.id, degree: c.code, name: c.name, level: c.level }));
  }

  async function coursesView() {
    const rows = await db.select().from(courses).where(eq(courses.active, true)).orderBy(asc(courses.id));
    return rows.map(({ id, code, name, level, durationYears }) => ({ id, code, name, level, durationYears }));
  }

  async function activeCourse(code: string) {
    const [course] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.code, code), eq(courses.active, true)));
    return course;
  }

  async function batchesOf(courseCode: string): Promise<string[]> {
    const course = await activeCourse(courseCode);
    if (!course) return [];
    const rows = await db
      .select({ name: batches.name })
      .from(batches)
      .where(and(eq(batches.courseId, course.id), eq(batches.active, true)))
      .orderBy(asc(batches.startYear));
    return rows.map((r) => r.name);
  }

  /** Branches run in every batch of their course; the batch must be one of the course's. */
  async function branchesOf(courseCode: string, batchName?: string): Promise<string[]> {
    const course = await activeCourse(courseCode);
    if (!course) return [];
    if (batchName) {
      const [batch] = await db
        .select()
        .from(batches)
        .where(and(eq(batches.courseId, course.id), eq(batches.name, batchName), eq(batches.active, true)));
      if (!batch) return [];
    }
    const rows = await db
      .select({ code: branches.code })
      .from(branches)
      .where(and(eq(branches.courseId, course.id), eq(branches.active, true)))
      .orderBy(asc(branches.id));
    return rows.map((r) => r.code);
  }

  async function semestersOf(courseCode: string): Promise<string[]> {
    const course = await activeCourse(courseCode);
    if (!course) return [];
    const rows = await db
      .select({ name: semesters.name })
      .from(semesters)
      .where(and(eq(semesters.courseId, course.id), eq(semesters.active, true)))
      .orderBy(asc(semesters.number));
    return rows.map((r) => r.name);
  }

  async function seatTypeList() {
    return db
      .select({ id: seatTypes.id, code: seatTypes.code, label: seatTypes.label })
      .from(seatTypes)
      .where(eq(seatTypes.active, true))
      .orderBy(asc(seatTypes.id));
  }

  async function seatTypesAsDrop(): Promise<string[]> {
    return (await seatTypeList()).map(seatTypeDropEntry);
  }

  async function agentOptions() {
    return db.select({ id: agents.id, name: agents.name }).from(agents).where(eq(agents.active, true)).orderBy(asc(agents.name));
  }

  async function keyValueList(key: KeyValueKey): Promise<string[]> {
    const rows = await db
      .select({ value: keyValues.value })
      .from(keyValues)
      .where(and(eq(keyValues.key, key), eq(keyValues.active, true)))
      .orderBy(asc(keyValues.sortOrder), asc(keyValues.value));
    return rows.map((r) => r.value);
  }

  async function categories() {
    return db
      .select({ id: casteCategories.id, code: casteCategories.code, name: casteCategories.name })
      .from(casteCategories)
      .where(eq(casteCategories.active, true))
      .orderBy(asc(casteCategories.id));
  }

  async function subCastesOf(categoryCode: string): Promise<string[]> {
    const rows = await db
      .select({ name: subCastes.name })
      .from(subCastes)
      .innerJoin(casteCategories, eq(subCastes.categoryId, casteCategories.id))
      .where(and(eq(casteCategories.code, categoryCode), eq(casteCategories.active, true), eq(subCastes.active, true)))
      .orderBy(asc(subCastes.name));
    return rows.map((r) => r.name);
  }

  async function admissionTypeList(): Promise<string[]> {
    const rows = await db
      .select({ name: admissionTypes.name })
      .from(admissionTypes)
      .where(eq(admissionTypes.active, true))
      .orderBy(asc(admissionTypes.id));
    return rows.map((r) => r.name);
  }

  async function normalData(): Promise<NormalData> {
    const levels = [...new Set((await coursesView()).map((c) => c.level))];
    const types = await admissionTypeList();
    return {
      genders: [...GENDERS],
      bloodGroups: [...BLOOD_GROUPS],
      knowingAbout: [...KNOWING_ABOUT_OPTIONS],
      yesNo: [...YES_NO],
      admissionTypes: types.length ? types : [...DEFAULT_ADMISSION_TYPES],
      levels,
    };
  }

  /**
   * Courses with their batches, branches and semesters, active or not, for resolving the names a
   * form or a spreadsheet uses. One read serves a whole bulk upload.
   */
  async function catalog(tx: DbOrTx = db): Promise<Catalog> {
    // One after another: inside a transaction these share one connection.
    const cs = await tx.select().from(courses);
    const bs = await tx.select().from(batches);
    const brs = await tx.select().from(branches);
    const ss = await tx.select().from(semesters);
    const map = new Map<string, CatalogCourse>();
    for (const c of cs)
      map.set(c.code, { id: c.id, code: c.code, active: c.active, batches: new Map(), branches: new Map(), semesters: new Map() });
    const byId = new Map([...map.values()].map((c) => [c.id, c]));
    for (const b of bs) byId.get(b.courseId)?.batches.set(b.name, { id: b.id, active: b.active });
    for (const b of brs) byId.get(b.courseId)?.branches.set(b.code, { id: b.id, active: b.active });
    for (const s of ss) byId.get(s.courseId)?.semesters.set(s.name, { id: s.id, active: s.active });
    return map;
  }

  /** Names the course, batch, branch and semester of student rows, active or not; one read serves a whole list. */
  async function courseNamer(): Promise<(ids: CourseIds) => CourseNames> {
    const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
    const [cs, bs, brs, ss] = await Promise.all([
      db.select({ id: courses.id, name: courses.code }).from(courses).then(byId),
      db.select({ id: batches.id, name: batches.name }).from(batches).then(byId),
      db.select({ id: branches.id, name: branches.code }).from(branches).then(byId),
      db.select({ id: semesters.id, name: semesters.name }).from(semesters).then(byId),
    ]);
    // Course, batch and branch are required foreign keys of a student, so they are always found.
    return (ids) => ({
      course: cs.get(ids.courseId)!,
      batch: bs.get(ids.batchId)!,
      branch: brs.get(ids.branchId)!,
      semester: ids.semesterId === null ? null : (ss.get(ids.semesterId) ?? null),
    });
  }

  /** Active categories with their sub-castes, seat types, admission types, agents and key-value lists. */
  async function admissionChoices(tx: DbOrTx = db): Promise<AdmissionChoices> {
    // One after another: inside a transaction these share one connection.
    const cats = await tx.select().from(casteCategories).where(eq(casteCategories.active, true)).orderBy(asc(casteCategories.id));
    const subs = await tx.select().from(subCastes).where(eq(subCastes.active, true));
    const seats = await tx
      .select({ code: seatTypes.code, label: seatTypes.label })
      .from(seatTypes)
      .where(eq(seatTypes.active, true))
      .orderBy(asc(seatTypes.id));
    const types = await tx
      .select({ name: admissionTypes.name })
      .from(admissionTypes)
      .where(eq(admissionTypes.active, true))
      .orderBy(asc(admissionTypes.id));
    const agentRows = await tx.select({ name: agents.name }).from(agents).where(eq(agents.active, true));
    const kvs = await tx.select({ key: keyValues.key, value: keyValues.value }).from(keyValues).where(eq(keyValues.active, true));
    const keyValueLists = Object.fromEntries(KEY_VALUE_KEYS.map((k) => [k, kvs.filter((kv) => kv.key === k).map((kv) => kv.value)]));
    return {
      categories: cats.map((c) => ({ code: c.code, subCastes: subs.filter((sc) => sc.categoryId === c.id).map((sc) => sc.name) })),
      seatTypes: seats,
      admissionTypes: types.map((t) => t.name),
      agents: agentRows.map((a) => a.name),
      keyValues: keyValueLists as Record<KeyValueKey, string[]>,
    };
  }

  // ---- maintenance (ROLE_ADMIN): every entry, active or not ----
  async function list(kind: MasterDataKind) {
    const { table, order } = TABLES[kind];
    return (await db
      .select()
      .from(table as PgTable)
      .orderBy(asc(order), asc((table as typeof courses).id))) as { id: number; active: boolean }[];
  }

  async function add(kind: MasterDataKind, input: unknown, actor: Actor) {
    const values = parseInput(kind, input, false);
    const { table } = TABLES[kind];
    try {
      return await db.transaction(async (tx) => {
        const [row] = (await tx
          .insert(table as typeof courses)
          .values(values as never)
          .returning()) as { id: number; active: boolean }[];
        await audit.record(tx, { actor, action: 'create', entity: `masterdata.${kind}`, entityId: String(row.id), details: values });
        return row;
      });
    } catch (err) {
      constraintError(err);
    }
  }

  async function edit(kind: MasterDataKind, id: number, input: unknown, actor: Actor) {
    const values = parseInput(kind, input, true);
    if (Object.keys(values).length === 0) throw badRequest('Nothing to change', 'body');
    const { table } = TABLES[kind];
    const t = table as typeof courses;
    try {
      return await db.transaction(async (tx) => {
        const [row] = (await tx
          .update(t)
          .set(values as never)
          .where(eq(t.id, id))
          .returning()) as { id: number; active: boolean }[];
        if (!row) throw notFound('No such entry');
        await audit.record(tx, { actor, action: 'update', entity: `masterdata.${kind}`, entityId: String(id), details: values });
        return row;
      });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      constraintError(err);
    }
  }

  /** Deactivated entries leave the dropdowns; records that use them keep their value. */
  async function deactivate(kind: MasterDataKind, id: number, actor: Actor) {
    return edit(kind, id, { active: false }, actor);
  }

  return {
    degrees,
    coursesView,
    batchesOf,
    branchesOf,
    semestersOf,
    seatTypeList,
    seatTypesAsDrop,
    agentOptions,
    keyValueList,
    categories,
    subCastesOf,
    admissionTypeList,
    normalData,
    catalog,
    courseNamer,
    admissionChoices,
    list,
    add,
    edit,
    deactivate,
  };
}

/**
 * An add takes every field (defaults fill the missing ones); an edit writes only the fields the
 * request names. zod 4 applies defaults inside `partial()` too, so without the filter an edit of
 * one field would also reset every defaulted one (a key-value entry's sort order to 0).
 */
function parseInput(kind: MasterDataKind, input: unknown, partial: boolean): Record<string, unknown> {
  const schema = MASTERDATA_SCHEMAS[kind];
  const body = (input ?? {}) as Record<string, unknown>;
  const result = (partial ? schema.partial() : schema).safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue.message, issue.path.join('.') || 'body');
  }
  const named = (key: string) => !partial || Object.hasOwn(body, key);
  return Object.fromEntries(Object.entries(result.data).filter(([k, v]) => v !== undefined && named(k)));
}

export type MasterDataService = ReturnType<typeof createMasterDataService>;
