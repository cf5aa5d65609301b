import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { KeyValueKey, MasterDataKind } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
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

/** A row of any kind, as the maintenance screen reads it. */
export type MasterDataRow = { id: number; active: boolean };

/** All database access of master data. Inside a transaction, build it on the transaction. */
export function createMasterDataRepository(db: DbOrTx) {
  const activeCourses = () => db.select().from(courses).where(eq(courses.active, true)).orderBy(asc(courses.id));

  async function activeCourse(code: string) {
    const [course] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.code, code), eq(courses.active, true)));
    return course;
  }

  async function activeBatchNames(courseId: number): Promise<string[]> {
    const rows = await db
      .select({ name: batches.name })
      .from(batches)
      .where(and(eq(batches.courseId, courseId), eq(batches.active, true)))
      // Current first: the incoming batch, the ones studying now, then back to the oldest.
      .orderBy(desc(batches.startYear), asc(batches.name));
    return rows.map((r) => r.name);
  }

  async function hasActiveBatch(courseId: number, name: string): Promise<boolean> {
    const [batch] = await db
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.courseId, courseId), eq(batches.name, name), eq(batches.active, true)));
    return Boolean(batch);
  }

  async function activeBranchCodes(courseId: number): Promise<string[]> {
    const rows = await db
      .select({ code: branches.code })
      .from(branches)
      .where(and(eq(branches.courseId, courseId), eq(branches.active, true)))
      .orderBy(asc(branches.id));
    return rows.map((r) => r.code);
  }

  async function activeSemesterNames(courseId: number): Promise<string[]> {
    const rows = await db
      .select({ name: semesters.name })
      .from(semesters)
      .where(and(eq(semesters.courseId, courseId), eq(semesters.active, true)))
      .orderBy(asc(semesters.number));
    return rows.map((r) => r.name);
  }

  const activeSeatTypes = () =>
    db
      .select({ id: seatTypes.id, code: seatTypes.code, label: seatTypes.label })
      .from(seatTypes)
      .where(eq(seatTypes.active, true))
      .orderBy(asc(seatTypes.id));

  const activeAgents = () =>
    db.select({ id: agents.id, name: agents.name }).from(agents).where(eq(agents.active, true)).orderBy(asc(agents.name));

  async function activeKeyValues(key: KeyValueKey): Promise<string[]> {
    const rows = await db
      .select({ value: keyValues.value })
      .from(keyValues)
      .where(and(eq(keyValues.key, key), eq(keyValues.active, true)))
      .orderBy(asc(keyValues.sortOrder), asc(keyValues.value));
    return rows.map((r) => r.value);
  }

  const activeCategories = () =>
    db
      .select({ id: casteCategories.id, code: casteCategories.code, name: casteCategories.name })
      .from(casteCategories)
      .where(eq(casteCategories.active, true))
      .orderBy(asc(casteCategories.id));

  async function activeSubCasteNames(categoryCode: string): Promise<string[]> {
    const rows = await db
      .select({ name: subCastes.name })
      .from(subCastes)
      .innerJoin(casteCategories, eq(subCastes.categoryId, casteCategories.id))
      .where(and(eq(casteCategories.code, categoryCode), eq(casteCategories.active, true), eq(subCastes.active, true)))
      .orderBy(asc(subCastes.name));
    return rows.map((r) => r.name);
  }

  async function activeAdmissionTypeNames(): Promise<string[]> {
    const rows = await db
      .select({ name: admissionTypes.name })
      .from(admissionTypes)
      .where(eq(admissionTypes.active, true))
      .orderBy(asc(admissionTypes.id));
    return rows.map((r) => r.name);
  }

  /** Courses, batches, branches and semesters, active or not. One after another: inside a transaction these share one connection. */
  async function catalogRows() {
    const cs = await db.select().from(courses);
    const bs = await db.select().from(batches);
    const brs = await db.select().from(branches);
    const ss = await db.select().from(semesters);
    return { courses: cs, batches: bs, branches: brs, semesters: ss };
  }

  /** The active rows of the admission form's other dropdowns, read one after another as `catalogRows`. */
  async function admissionChoiceRows() {
    const cats = await db.select().from(casteCategories).where(eq(casteCategories.active, true)).orderBy(asc(casteCategories.id));
    const subs = await db.select().from(subCastes).where(eq(subCastes.active, true));
    const seats = await db
      .select({ code: seatTypes.code, label: seatTypes.label })
      .from(seatTypes)
      .where(eq(seatTypes.active, true))
      .orderBy(asc(seatTypes.id));
    const types = await activeAdmissionTypeNames();
    const agentRows = await db.select({ name: agents.name }).from(agents).where(eq(agents.active, true));
    const kvs = await db.select({ key: keyValues.key, value: keyValues.value }).from(keyValues).where(eq(keyValues.active, true));
    return {
      categories: cats,
      subCastes: subs,
      seatTypes: seats,
      admissionTypes: types,
      agents: agentRows.map((a) => a.name),
      keyValues: kvs,
    };
  }

  async function list(kind: MasterDataKind): Promise<MasterDataRow[]> {
    const { table, order } = TABLES[kind];
    return (await db
      .select()
      .from(table as PgTable)
      .orderBy(asc(order), asc((table as typeof courses).id))) as MasterDataRow[];
  }

  async function insert(kind: MasterDataKind, values: Record<string, unknown>): Promise<MasterDataRow> {
    const table = TABLES[kind].table as typeof courses;
    const [row] = await db
      .insert(table)
      .values(values as never)
      .returning();
    return row as MasterDataRow;
  }

  async function byId(kind: MasterDataKind, id: number): Promise<MasterDataRow | undefined> {
    const table = TABLES[kind].table as typeof courses;
    const [row] = await db.select().from(table).where(eq(table.id, id));
    return row as MasterDataRow | undefined;
  }

  /** The code of a course and the name of a caste category, by id: what an audit entry names them by. */
  async function parentNames(ids: { courseIds: number[]; categoryIds: number[] }) {
    const cs = ids.courseIds.length
      ? await db.select({ id: courses.id, name: courses.code }).from(courses).where(inArray(courses.id, ids.courseIds))
      : [];
    const cats = ids.categoryIds.length
      ? await db
          .select({ id: casteCategories.id, name: casteCategories.code })
          .from(casteCategories)
          .where(inArray(casteCategories.id, ids.categoryIds))
      : [];
    return { courses: new Map(cs.map((c) => [c.id, c.name])), categories: new Map(cats.map((c) => [c.id, c.name])) };
  }

  async function update(kind: MasterDataKind, id: number, values: Record<string, unknown>): Promise<MasterDataRow | undefined> {
    const table = TABLES[kind].table as typeof courses;
    const [row] = await db
      .update(table)
      .set(values as never)
      .where(eq(table.id, id))
      .returning();
    return row as MasterDataRow | undefined;
  }

  return {
    activeCourses,
    activeCourse,
    activeBatchNames,
    hasActiveBatch,
    activeBranchCodes,
    activeSemesterNames,
    activeSeatTypes,
    activeAgents,
    activeKeyValues,
    activeCategories,
    activeSubCasteNames,
    activeAdmissionTypeNames,
    catalogRows,
    admissionChoiceRows,
    list,
    insert,
    byId,
    parentNames,
    update,
  };
}
