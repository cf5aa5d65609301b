import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { z } from 'zod';
import {
  changedFields,
  CURRICULUM_COLUMNS,
  SEMESTER_MAX,
  serverText,
  subjectInputSchema,
  type CurriculumColumn,
  type CurriculumPlaces,
  type Regulation,
  type RegulationInput,
  type Subject,
  type SubjectInput,
  type SubjectQuery,
  type SubjectsPage,
  type UploadSuccess,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { refusalBy, violationOf } from '../../db/database-error.js';
import { AppError, conflict, invalid, notFound, schemaText, type RowProblem } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { UploadContext } from '../uploads/upload-context.js';
import { readWorkbook } from '../uploads/workbook-reader.js';
import { buildCurriculumTemplate, buildCurriculumWorkbook } from './curriculum-workbook.js';
import { createCurriculumRepository, type CurriculumRepository } from './curriculum.repository.js';

export interface CurriculumServiceDeps {
  db: Db;
  audit: AuditService;
}

const LABEL = Object.fromEntries(CURRICULUM_COLUMNS.map((c) => [c.key, c.label])) as Record<CurriculumColumn, string>;
const REQUIRED = CURRICULUM_COLUMNS.filter((c) => c.required).map((c) => c.label);
const OPTIONAL = CURRICULUM_COLUMNS.filter((c) => !c.required).map((c) => c.label);
/** The subjects of one workbook at most: every regulation of a college's programmes many times over. */
const ROWS_MAX = 5_000;
const CHUNK = 500;
const STEP = 500;

type Places = Awaited<ReturnType<CurriculumRepository['places']>>;

/** Where a subject is taught, in words the office uses: `B.Tech CSE`, or `B.Tech` for every branch. */
const placeOf = (programme: string, branch: string | null) => (branch ? `${programme} ${branch}` : programme);
/** The last semester of a programme: two a year. */
const lastSemester = (places: Places, courseId: number) => (places.courses.find((c) => c.id === courseId)?.years ?? 5) * 2;
const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The curriculum: regulations and, per programme, branch and semester, their subjects with credits,
 * kind and maximum marks; kept by form and by workbook, all of a workbook or none of it.
 */
export function createCurriculumService({ db, audit }: CurriculumServiceDeps) {
  const repo = createCurriculumRepository(db);

  const regulations = (): Promise<Regulation[]> => repo.allRegulations();

  const regulationTaken = (err: unknown, input: RegulationInput) =>
    violationOf(err)?.kind === 'unique' ? conflict(serverText('curriculum.regulationExists', { code: input.code }), 'code') : err;

  async function addRegulation(actor: Actor, input: RegulationInput): Promise<Regulation> {
    try {
      const id = await db.transaction(async (tx) => {
        const made = await createCurriculumRepository(tx).insertRegulation(input);
        await audit.record(tx, {
          actor,
          action: 'curriculum.regulationAdded',
          entity: 'regulation',
          entityId: String(made),
          details: input,
        });
        return made;
      });
      return (await repo.regulation(id))!;
    } catch (err) {
      throw regulationTaken(err, input);
    }
  }

  async function changeRegulation(actor: Actor, id: number, input: RegulationInput): Promise<Regulation> {
    try {
      await db.transaction(async (tx) => {
        const r = createCurriculumRepository(tx);
        const before = await r.regulation(id);
        if (!before || !(await r.updateRegulation(id, input))) throw notFound(serverText('curriculum.regulationNotFound'));
        await audit.record(tx, {
          actor,
          action: 'curriculum.regulationChanged',
          entity: 'regulation',
          entityId: String(id),
          details: { code: input.code },
          changes: changedFields(before, input, { ignore: ['id', 'subjects'] }),
        });
      });
      return (await repo.regulation(id))!;
    } catch (err) {
      throw regulationTaken(err, input);
    }
  }

  async function subjects(query: SubjectQuery): Promise<SubjectsPage> {
    const { rows, total, credits } = await repo.subjectsPage(query);
    return { total, credits, page: query.page, size: query.size, rows };
  }

  /** A subject's regulation, programme, branch and semester, checked against the college's records. */
  async function checkPlace(r: CurriculumRepository, input: SubjectInput): Promise<{ regulation: string; place: string }> {
    const [regulation, places] = await Promise.all([r.regulation(input.regulationId), r.places()]);
    if (!regulation) throw invalid(serverText('curriculum.regulationNotFound'), 'regulationId');
    const course = places.courses.find((c) => c.id === input.courseId);
    if (!course) throw invalid(serverText('curriculum.programmeNotFound', { code: String(input.courseId) }), 'courseId');
    const branch = input.branchId === null ? null : places.branches.find((b) => b.id === input.branchId && b.courseId === course.id);
    if (branch === undefined)
      throw invalid(serverText('curriculum.branchNotFound', { programme: course.code, code: String(input.branchId) }), 'branchId');
    const max = lastSemester(places, course.id);
    if (input.semester > max) throw invalid(serverText('curriculum.semesterRange', { max, programme: course.code }), 'semester');
    return { regulation: regulation.code, place: placeOf(course.code, branch?.code ?? null) };
  }

  const subjectTaken = (err: unknown, input: SubjectInput, at: { regulation: string; place: string } | undefined) =>
    violationOf(err)?.kind === 'unique' && at
      ? conflict(serverText('curriculum.subjectExists', { code: input.code, regulation: at.regulation, place: at.place }), 'code')
      : err;

  /**
   * The database scales a subject's internal components to a new internal maximum, and refuses the
   * change once marks are entered against them (migration 0054).
   */
  const marksEnteredFor = (err: unknown) => {
    const detail = refusalBy(err, 'internal_components_marks_entered');
    return detail === undefined ? undefined : (JSON.parse(detail) as { code: string; max: number });
  };

  const subjectDetails = (s: Pick<Subject, 'code' | 'name' | 'regulation' | 'programme' | 'branch' | 'semester'>) => ({
    code: s.code,
    name: s.name,
    regulation: s.regulation,
    place: placeOf(s.programme, s.branch),
    semester: s.semester,
  });

  /** A subject added (`id` undefined) or corrected, audited with each field's before and after. */
  async function saveSubject(actor: Actor, id: number | undefined, input: SubjectInput): Promise<Subject> {
    let at: { regulation: string; place: string } | undefined;
    try {
      const saved = await db.transaction(async (tx) => {
        const r = createCurriculumRepository(tx);
        at = await checkPlace(r, input);
        const before = id === undefined ? undefined : await r.subject(id);
        if (id !== undefined && !before) throw notFound(serverText('curriculum.subjectNotFound'));
        const savedId = id === undefined ? await r.insertSubject(input) : (await r.updateSubject(id, input), id);
        const after = (await r.subject(savedId))!;
        await audit.record(tx, {
          actor,
          action: id === undefined ? 'curriculum.subjectAdded' : 'curriculum.subjectChanged',
          entity: 'curriculum_subject',
          entityId: String(savedId),
          details: subjectDetails(after),
          ...(before ? { changes: changedFields(before, after, { ignore: ['id', 'regulationId', 'courseId', 'branchId'] }) } : {}),
        });
        return after;
      });
      return saved;
    } catch (err) {
      const entered = marksEnteredFor(err);
      if (entered) throw conflict(serverText('curriculum.internalMarksEntered', entered), 'internalMax');
      throw subjectTaken(err, input, at);
    }
  }

  /** A subject removed; one a section is taught or has chosen is refused (the allocations' and choices' foreign keys). */
  async function removeSubject(actor: Actor, id: number): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const gone = await createCurriculumRepository(tx).deleteSubject(id);
        if (!gone) throw notFound(serverText('curriculum.subjectNotFound'));
        await audit.record(tx, {
          actor,
          action: 'curriculum.subjectRemoved',
          entity: 'curriculum_subject',
          entityId: String(id),
          details: subjectDetails(gone),
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind !== 'foreignKey') throw err;
      throw conflict(serverText('curriculum.subjectInUse'), 'id');
    }
  }

  /** The programmes with their semesters and the branches a subject may be of, for the office's lists. */
  async function places(): Promise<CurriculumPlaces> {
    const p = await repo.places();
    return {
      programmes: p.courses.map((c) => ({ id: c.id, code: c.code, name: c.name, semesters: Math.min(SEMESTER_MAX, c.years * 2) })),
      branches: p.branches,
    };
  }

  async function workbook(regulationId: number): Promise<{ code: string; file: Buffer }> {
    const regulation = await repo.regulation(regulationId);
    if (!regulation) throw notFound(serverText('curriculum.regulationNotFound'));
    return { code: regulation.code, file: await buildCurriculumWorkbook(await repo.subjectsOf(regulationId)) };
  }

  // ------------------------------------------------------------------ The workbook import

  const issueProblems = (issues: z.core.$ZodIssue[], row: number): RowProblem[] =>
    issues.map((issue) => {
      const key = String(issue.path[0] ?? '') as CurriculumColumn | 'regulationId' | 'courseId' | 'branchId';
      return { row, column: LABEL[key as CurriculumColumn] ?? key, ...schemaText(issue.message) };
    });

  /** One row of the sheet as a subject, or the problems that keep it out. */
  function subjectOfRow(
    values: Record<string, string>,
    row: number,
    known: { regulations: Regulation[]; places: Places },
  ): { subject: SubjectInput; place: string } | RowProblem[] {
    const value = (key: CurriculumColumn) => (values[LABEL[key]] ?? '').trim();
    const problems: RowProblem[] = [];
    const regulation = value('regulation') ? known.regulations.find((r) => same(r.code, value('regulation'))) : undefined;
    if (value('regulation') && !regulation)
      problems.push({ row, column: LABEL.regulation, ...serverText('curriculum.unknownRegulation', { code: value('regulation') }) });
    const course = value('programme') ? known.places.courses.find((c) => same(c.code, value('programme'))) : undefined;
    if (value('programme') && !course)
      problems.push({ row, column: LABEL.programme, ...serverText('curriculum.programmeNotFound', { code: value('programme') }) });
    const branch =
      course && value('branch') ? known.places.branches.find((b) => b.courseId === course.id && same(b.code, value('branch'))) : null;
    if (course && value('branch') && !branch)
      problems.push({
        row,
        column: LABEL.branch,
        ...serverText('curriculum.branchNotFound', { programme: course.code, code: value('branch') }),
      });
    const parsed = subjectInputSchema.safeParse({
      regulationId: regulation?.id ?? 1,
      courseId: course?.id ?? 1,
      branchId: branch?.id ?? null,
      semester: value('semester'),
      code: value('code'),
      name: value('name'),
      credits: value('credits'),
      kind: value('kind').toLowerCase(),
      electiveGroup: value('electiveGroup'),
      internalMax: value('internalMax'),
      externalMax: value('externalMax'),
    });
    if (!parsed.success) problems.push(...issueProblems(parsed.error.issues, row));
    if (parsed.success && course && parsed.data.semester > lastSemester(known.places, course.id))
      problems.push({
        row,
        column: LABEL.semester,
        ...serverText('curriculum.semesterRange', { max: lastSemester(known.places, course.id), programme: course.code }),
      });
    if (problems.length > 0 || !parsed.success || !regulation || !course) return problems;
    return { subject: parsed.data, place: `${regulation.code} ${placeOf(course.code, branch?.code ?? null)}` };
  }

  /** The same subject (regulation, programme, branch and code) on two rows of the file. */
  function twiceInFile(read: { row: number; subject: SubjectInput; place: string }[]): RowProblem[] {
    const rowsOf = new Map<string, { rows: number[]; code: string; place: string }>();
    for (const { row, subject, place } of read) {
      const key = `${subject.regulationId}|${subject.courseId}|${subject.branchId ?? 0}|${subject.code}`;
      const found = rowsOf.get(key);
      if (found) found.rows.push(row);
      else rowsOf.set(key, { rows: [row], code: subject.code, place });
    }
    return [...rowsOf.values()]
      .filter((g) => g.rows.length > 1)
      .map((g) => ({
        row: g.rows[1]!,
        column: LABEL.code,
        ...serverText('curriculum.twiceInFile', { code: g.code, place: g.place, rows: g.rows.join(', ') }),
      }));
  }

  async function importWorkbook(file: Buffer, ctx: UploadContext): Promise<UploadSuccess> {
    const sheet = await readWorkbook(file, { requiredColumns: REQUIRED, optionalColumns: OPTIONAL, maxRows: ROWS_MAX });
    const total = sheet.rows.length;
    ctx.progress({ phase: 'validating', done: 0, total });
    const known = { regulations: await repo.allRegulations(), places: await repo.places() };
    const problems: RowProblem[] = [];
    const read: { row: number; subject: SubjectInput; place: string }[] = [];
    for (const [i, { row, values }] of sheet.rows.entries()) {
      if (i > 0 && i % STEP === 0) {
        ctx.progress({ phase: 'validating', done: i, total });
        await yieldToEventLoop();
      }
      const one = subjectOfRow(values, row, known);
      if (Array.isArray(one)) problems.push(...one);
      else read.push({ row, ...one });
    }
    problems.push(...twiceInFile(read));
    if (problems.length > 0) {
      problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
      throw new AppError('UPLOAD_INVALID', serverText('upload.failed'), { errors: problems });
    }
    ctx.progress({ phase: 'importing', done: 0, total });
    const subjectsOfFile = read.map((r) => r.subject);
    try {
      await db.transaction(async (tx) => {
        const r = createCurriculumRepository(tx);
        for (let i = 0; i < subjectsOfFile.length; i += CHUNK) await r.upsertSubjects(subjectsOfFile.slice(i, i + CHUNK));
        const codes = [...new Set(subjectsOfFile.map((s) => known.regulations.find((g) => g.id === s.regulationId)!.code))];
        await audit.record(tx, {
          actor: ctx.user,
          action: 'curriculum.imported',
          entity: 'curriculum_subject',
          details: { file: ctx.fileName, regulations: codes.join(', '), count: subjectsOfFile.length },
        });
      });
    } catch (err) {
      const entered = marksEnteredFor(err);
      if (!entered) throw err;
      const row = read.find((r) => same(r.subject.code, entered.code))?.row;
      const problem = { row, column: LABEL.internalMax, ...serverText('curriculum.internalMarksEntered', entered) };
      throw new AppError('UPLOAD_INVALID', serverText('upload.failed'), { errors: [problem] });
    }
    ctx.progress({ phase: 'done', done: total, total });
    return { ...serverText('curriculum.imported'), imported: subjectsOfFile.length };
  }

  /**
   * Of a results workbook's subject codes, those the curriculum does not know; none while the college
   * keeps no curriculum at all.
   */
  async function unknownSubjectCodes(codes: string[]): Promise<string[]> {
    if (!(await repo.hasSubjects())) return [];
    return repo.unknownCodes(codes);
  }

  return {
    regulations,
    addRegulation,
    changeRegulation,
    subjects,
    addSubject: (actor: Actor, input: SubjectInput) => saveSubject(actor, undefined, input),
    changeSubject: (actor: Actor, id: number, input: SubjectInput) => saveSubject(actor, id, input),
    removeSubject,
    places,
    template: buildCurriculumTemplate,
    workbook,
    importWorkbook,
    unknownSubjectCodes,
  };
}

export type CurriculumService = ReturnType<typeof createCurriculumService>;
