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
  changedFields,
  serverText,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { translateDatabaseError, type ViolationAnswers } from '../../db/database-error.js';
import { invalid, notFound, schemaText } from '../../lib/app-error.js';
import { remembered, type Remembered } from '../../lib/remembered.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createMasterDataRepository, type MasterDataRow } from './masterdata.repository.js';

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
export interface CourseIds {
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

/**
 * What makes an entry of each kind unique (one unique rule per kind), as the duplicate message names
 * it: the field, its label and where it must be unique. Text compares regardless of case.
 */
const UNIQUE_BY: Record<MasterDataKind, { field: string; label: string; within?: string }> = {
  courses: { field: 'code', label: 'Course code' },
  batches: { field: 'name', label: 'Batch', within: 'this course' },
  branches: { field: 'code', label: 'Branch code', within: 'this course' },
  semesters: { field: 'number', label: 'Semester number', within: 'this course' },
  categories: { field: 'code', label: 'Category code' },
  subcastes: { field: 'name', label: 'Sub-caste', within: 'this category' },
  seattypes: { field: 'code', label: 'Seat type code' },
  agents: { field: 'name', label: 'Agent' },
  keyvalues: { field: 'value', label: 'Value', within: 'this list' },
  admissiontypes: { field: 'name', label: 'Admission type' },
};

/**
 * A write's refusals by the database, as the maintenance screen shows them: a duplicate names the
 * field and the value (`Course code 'b.tech' already exists …`), a missing parent the parent.
 */
function violations(kind: MasterDataKind, values: Record<string, unknown>): ViolationAnswers {
  const { field, label, within } = UNIQUE_BY[kind];
  const value = values[field];
  const anyCase = typeof value === 'string';
  const text =
    value === undefined
      ? within
        ? serverText('masterData.existsUnnamedWithin', { field: label, within })
        : serverText('masterData.existsUnnamed', { field: label })
      : within
        ? serverText(anyCase ? 'masterData.existsWithinAnyCase' : 'masterData.existsWithin', { field: label, value: String(value), within })
        : serverText(anyCase ? 'masterData.existsAnyCase' : 'masterData.exists', { field: label, value: String(value) });
  return {
    otherUnique: { text, field },
    // The field is the referencing column's (courseId, categoryId).
    foreignKey: { text: serverText('masterData.existingParent') },
  };
}

/** What an entry of any kind is called: a batch or sub-caste by its name, a course by its code, a list entry by its value. */
const labelOf = (row: Record<string, unknown>) => String(row.name ?? row.code ?? row.value ?? row.label ?? '');

/** Rows with the course and category they belong to named (`course: 'B.Tech'`) instead of numbered. */
async function namedForAudit(repo: ReturnType<typeof createMasterDataRepository>, rows: Record<string, unknown>[]) {
  const ids = (field: string) => rows.flatMap((r) => (typeof r[field] === 'number' ? [r[field] as number] : []));
  const names = await repo.parentNames({ courseIds: ids('courseId'), categoryIds: ids('categoryId') });
  return rows.map(({ courseId, categoryId, ...rest }) => ({
    ...(courseId !== undefined && { course: names.courses.get(courseId as number) ?? courseId }),
    ...(categoryId !== undefined && { category: names.categories.get(categoryId as number) ?? categoryId }),
    ...rest,
  }));
}

export interface MasterDataServiceDeps {
  db: Db;
  audit: AuditService;
  /** Whether master data may be answered from memory: while the change feed is live (ADR 0092). */
  keepWhile?: () => boolean;
}

export function createMasterDataService({ db, audit, keepWhile }: MasterDataServiceDeps) {
  const repo = createMasterDataRepository(db);
  // Master data changes a few times a term and is read on every landing page (ADR 0064).
  const catalogRows = remembered(() => repo.catalogRows(), { keepWhile });
  const lists = new Map<MasterDataKind, Remembered<MasterDataRow[]>>();
  const forgetAll = () => {
    catalogRows.forget();
    for (const l of lists.values()) l.forget();
  };

  // ---- the spec's dropdown calls: active entries only ----
  async function degrees() {
    const rows = await repo.activeCourses();
    return rows.map((c) => ({ id: c.id, degree: c.code, name: c.name, level: c.level }));
  }

  async function coursesView() {
    const rows = await repo.activeCourses();
    return rows.map(({ id, code, name, level, durationYears }) => ({ id, code, name, level, durationYears }));
  }

  async function batchesOf(courseCode: string): Promise<string[]> {
    const course = await repo.activeCourse(courseCode);
    return course ? repo.activeBatchNames(course.id) : [];
  }

  /** Branches run in every batch of their course; the batch must be one of the course's. */
  async function branchesOf(courseCode: string, batchName?: string): Promise<string[]> {
    const course = await repo.activeCourse(courseCode);
    if (!course) return [];
    if (batchName && !(await repo.hasActiveBatch(course.id, batchName))) return [];
    return repo.activeBranchCodes(course.id);
  }

  async function semestersOf(courseCode: string): Promise<string[]> {
    const course = await repo.activeCourse(courseCode);
    return course ? repo.activeSemesterNames(course.id) : [];
  }

  const seatTypeList = () => repo.activeSeatTypes();

  async function seatTypesAsDrop(): Promise<string[]> {
    return (await seatTypeList()).map(seatTypeDropEntry);
  }

  const agentOptions = () => repo.activeAgents();
  const keyValueList = (key: KeyValueKey) => repo.activeKeyValues(key);
  const categories = () => repo.activeCategories();
  const subCastesOf = (categoryCode: string) => repo.activeSubCasteNames(categoryCode);
  const admissionTypeList = () => repo.activeAdmissionTypeNames();

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
    const rows = await catalogRows.get(tx === db ? undefined : () => createMasterDataRepository(tx).catalogRows());
    const map = new Map<string, CatalogCourse>();
    for (const c of rows.courses)
      map.set(c.code, { id: c.id, code: c.code, active: c.active, batches: new Map(), branches: new Map(), semesters: new Map() });
    const byId = new Map([...map.values()].map((c) => [c.id, c]));
    for (const b of rows.batches) byId.get(b.courseId)?.batches.set(b.name, { id: b.id, active: b.active });
    for (const b of rows.branches) byId.get(b.courseId)?.branches.set(b.code, { id: b.id, active: b.active });
    for (const s of rows.semesters) byId.get(s.courseId)?.semesters.set(s.name, { id: s.id, active: s.active });
    return map;
  }

  /** Names the course, batch, branch and semester of student rows, active or not; one read serves a whole list. */
  async function courseNamer(): Promise<(ids: CourseIds) => CourseNames> {
    const rows = await catalogRows.get();
    const cs = new Map(rows.courses.map((c) => [c.id, c.code]));
    const bs = new Map(rows.batches.map((b) => [b.id, b.name]));
    const brs = new Map(rows.branches.map((b) => [b.id, b.code]));
    const ss = new Map(rows.semesters.map((r) => [r.id, r.name]));
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
    const rows = await createMasterDataRepository(tx).admissionChoiceRows();
    const keyValueLists = Object.fromEntries(
      KEY_VALUE_KEYS.map((k) => [k, rows.keyValues.filter((kv) => kv.key === k).map((kv) => kv.value)]),
    );
    return {
      categories: rows.categories.map((c) => ({
        code: c.code,
        subCastes: rows.subCastes.filter((sc) => sc.categoryId === c.id).map((sc) => sc.name),
      })),
      seatTypes: rows.seatTypes,
      admissionTypes: rows.admissionTypes,
      agents: rows.agents,
      keyValues: keyValueLists as Record<KeyValueKey, string[]>,
    };
  }

  // ---- maintenance (ROLE_ADMIN): every entry, active or not ----
  function list(kind: MasterDataKind): Promise<MasterDataRow[]> {
    let kept = lists.get(kind);
    if (!kept) lists.set(kind, (kept = remembered(() => repo.list(kind), { keepWhile })));
    return kept.get();
  }

  async function add(kind: MasterDataKind, input: unknown, actor: Actor) {
    const values = parseInput(kind, input, false);
    try {
      return await db.transaction(async (tx) => {
        const txRepo = createMasterDataRepository(tx);
        const row = await txRepo.insert(kind, values);
        const [named] = await namedForAudit(txRepo, [values]);
        await audit.record(tx, { actor, action: 'create', entity: `masterdata.${kind}`, entityId: String(row.id), details: named });
        return row;
      });
    } catch (err) {
      throw translateDatabaseError(err, violations(kind, values));
    } finally {
      forgetAll();
    }
  }

  async function edit(kind: MasterDataKind, id: number, input: unknown, actor: Actor) {
    const values = parseInput(kind, input, true);
    if (Object.keys(values).length === 0) throw invalid(serverText('masterData.nothingToChange'), 'body');
    try {
      return await db.transaction(async (tx) => {
        const txRepo = createMasterDataRepository(tx);
        const before = await txRepo.byId(kind, id);
        if (!before) throw notFound(serverText('masterData.noSuchEntry'));
        const row = (await txRepo.update(kind, id, values))!;
        const [was, is] = await namedForAudit(txRepo, [before, row]);
        await audit.record(tx, {
          actor,
          action: 'update',
          entity: `masterdata.${kind}`,
          entityId: String(id),
          details: { label: labelOf(is) },
          changes: changedFields(was, is, { ignore: ['id'] }),
        });
        return row;
      });
    } catch (err) {
      throw translateDatabaseError(err, violations(kind, values));
    } finally {
      forgetAll();
    }
  }

  /** Deactivated entries leave the dropdowns; records that use them keep their value. */
  async function deactivate(kind: MasterDataKind, id: number, actor: Actor) {
    return edit(kind, id, { active: false }, actor);
  }

  return {
    /** Another server changed the master data (ADR 0070): the next read asks the database. */
    forget: forgetAll,
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
    throw invalid(schemaText(issue.message), issue.path.join('.') || 'body');
  }
  const named = (key: string) => !partial || Object.hasOwn(body, key);
  return Object.fromEntries(Object.entries(result.data).filter(([k, v]) => v !== undefined && named(k)));
}

export type MasterDataService = ReturnType<typeof createMasterDataService>;
