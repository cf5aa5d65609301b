import {
  changedFields,
  SECTION_COLUMNS,
  serverText,
  type Allocation,
  type AllocationInput,
  type ElectiveChoiceInput,
  type PlacementInput,
  type Section,
  type SectionDetail,
  type SectionInput,
  type SectionPlaces,
  type SectionsQuery,
  type SectionsSplit,
  type SectionsSplitResult,
  type SectionColumn,
  type Teacher,
  type UploadSuccess,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { AppError, conflict, invalid, notFound, type RowProblem } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { UploadContext } from '../uploads/upload-context.js';
import { readWorkbook } from '../uploads/workbook-reader.js';
import { buildSectionsTemplate } from './sections-workbook.js';
import { createSectionsRepository, type SectionsRepository, type StudentOfBatch } from './sections.repository.js';

export interface SectionsServiceDeps {
  db: Db;
  audit: AuditService;
}

const LABEL = Object.fromEntries(SECTION_COLUMNS.map((c) => [c.key, c.label])) as Record<SectionColumn, string>;
const REQUIRED = SECTION_COLUMNS.filter((c) => c.required).map((c) => c.label);
const OPTIONAL = SECTION_COLUMNS.filter((c) => !c.required).map((c) => c.label);
const ROWS_MAX = 20_000;

/** `B.Tech CSE 2024`: a batch's branch as the office names it. */
const placeOf = (batch: { programme: string; startYear: number }, branch: string) => `${batch.programme} ${branch} ${batch.startYear}`;
const partOf = (labBatch: number | null) =>
  labBatch === null ? serverText('sections.wholeSection').message : serverText('sections.labBatch', { batch: labBatch }).message;
/** `B.Tech CSE 2024` of the section `B.Tech CSE 2024 A`. */
const batchPlaceOf = (section: Section) => section.label.slice(0, section.label.length - section.name.length - 1);
const overlaps = (a: { rollFrom: string; rollTo: string }, b: { rollFrom: string; rollTo: string }) =>
  a.rollFrom <= b.rollTo && b.rollFrom <= a.rollTo;

/**
 * Sections of a batch's branch and who is in them, the students' elective choices, and who teaches
 * each subject of a section's semester (ADR 0145).
 */
export function createSectionsService({ db, audit }: SectionsServiceDeps) {
  const repo = createSectionsRepository(db);

  const places = (): Promise<SectionPlaces> => repo.places();
  const list = (query: SectionsQuery): Promise<Section[]> => repo.list(query.batchId, query.branchId);
  const teachers = (q: string | null | undefined): Promise<Teacher[]> => repo.teachers(q);

  async function sectionOrThrow(r: SectionsRepository, id: number, lock = false): Promise<Section> {
    const found = await r.section(id, lock);
    if (!found) throw notFound(serverText('sections.sectionNotFound'));
    return found;
  }

  async function detail(id: number): Promise<SectionDetail> {
    const section = await sectionOrThrow(repo, id);
    const [roster, subjectList] = await Promise.all([repo.roster(id), repo.subjectsOf(id)]);
    return { ...section, roster, subjectList };
  }

  /** The regulation and semester a section is taught by, checked against the batch's programme. */
  async function checkTerms(r: SectionsRepository, input: { regulationId: number; semester: number }, batch: { programme: string; years: number }) {
    if (!(await r.regulationExists(input.regulationId))) throw invalid(serverText('sections.regulationNotFound'), 'regulationId');
    const max = Math.min(10, batch.years * 2);
    if (input.semester > max) throw invalid(serverText('sections.semesterRange', { max, programme: batch.programme }), 'semester');
  }

  async function batchAndBranch(r: SectionsRepository, batchId: number, branchId: number) {
    const batch = await r.batch(batchId);
    if (!batch) throw invalid(serverText('sections.batchNotFound'), 'batchId');
    const branch = await r.branch(branchId);
    if (!branch || branch.courseId !== batch.courseId) throw invalid(serverText('sections.branchNotFound'), 'branchId');
    return { batch, branch, place: placeOf(batch, branch.code) };
  }

  /** Each range's ends in capitals, refused when two overlap or one takes no student. */
  async function checkRanges(r: SectionsRepository, input: SectionsSplit, place: string) {
    const ranged = input.sections.flatMap((s, i) => (s.rollFrom && s.rollTo ? [{ i, name: s.name, rollFrom: s.rollFrom, rollTo: s.rollTo }] : []));
    for (const [k, a] of ranged.entries())
      for (const b of ranged.slice(k + 1))
        if (overlaps(a, b)) throw invalid(serverText('sections.rangesOverlap', { first: a.name, second: b.name }), `sections.${b.i}.rollFrom`);
    for (const s of ranged)
      if ((await r.countInRange(input.batchId, input.branchId, s.rollFrom, s.rollTo)) === 0)
        throw invalid(serverText('sections.rangeEmpty', { place, from: s.rollFrom, to: s.rollTo }), `sections.${s.i}.rollFrom`);
    return ranged;
  }

  /** A batch's branch split into sections; students of each range not yet in a section are placed in it. */
  async function split(actor: Actor, input: SectionsSplit): Promise<SectionsSplitResult> {
    let where = '';
    try {
      const placed = await db.transaction(async (tx) => {
        const r = createSectionsRepository(tx);
        const { batch, place } = await batchAndBranch(r, input.batchId, input.branchId);
        where = place;
        await checkTerms(r, input, batch);
        const existing = new Set((await r.list(input.batchId, input.branchId)).map((s) => s.name.toUpperCase()));
        const taken = input.sections.findIndex((s) => existing.has(s.name));
        if (taken >= 0) throw conflict(serverText('sections.sectionExists', { place, name: input.sections[taken]!.name }), `sections.${taken}.name`);
        const ranged = await checkRanges(r, input, place);
        let count = 0;
        for (const s of input.sections) {
          const id = await r.insertSection({ ...input, name: s.name, room: s.room ?? input.room });
          const range = ranged.find((g) => g.name === s.name);
          if (range) count += await r.placeRange(id, input.batchId, input.branchId, range.rollFrom, range.rollTo);
        }
        await audit.record(tx, {
          actor,
          action: 'sections.made',
          entity: 'section',
          details: { place, names: input.sections.map((s) => s.name).join(', '), placed: count },
        });
        return count;
      });
      const made = new Set(input.sections.map((s) => s.name));
      const sections = (await repo.list(input.batchId, input.branchId)).filter((s) => made.has(s.name));
      return { sections, placed, unplaced: await repo.unplaced(input.batchId, input.branchId) };
    } catch (err) {
      if (violationOf(err)?.kind === 'unique') throw conflict(serverText('sections.sectionExists', { place: where, name: input.sections[0]!.name }), 'sections');
      throw err;
    }
  }

  async function change(actor: Actor, id: number, input: SectionInput): Promise<Section> {
    try {
      await db.transaction(async (tx) => {
        const r = createSectionsRepository(tx);
        const before = await sectionOrThrow(r, id, true);
        await checkTerms(r, input, (await r.batch(before.batchId))!);
        await r.updateSection(id, input);
        const after = (await r.section(id))!;
        await audit.record(tx, {
          actor,
          action: 'sections.changed',
          entity: 'section',
          entityId: String(id),
          details: { section: after.label },
          changes: changedFields(before, after, { ignore: ['id', 'regulationId', 'students', 'subjects', 'allocated', 'label'] }),
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind === 'unique') throw conflict(serverText('sections.sectionExists', { place: '', name: input.name }), 'name');
      throw err;
    }
    return (await repo.section(id))!;
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    let name = '';
    try {
      await db.transaction(async (tx) => {
        const r = createSectionsRepository(tx);
        const section = await sectionOrThrow(r, id, true);
        name = section.name;
        if (section.students > 0) throw conflict(serverText('sections.sectionHasStudents', { name, count: section.students }));
        for (const subject of await r.subjectsOf(id)) for (const a of subject.allocations) await r.deleteAllocation(a.id);
        await r.deleteSection(id);
        await audit.record(tx, { actor, action: 'sections.removed', entity: 'section', entityId: String(id), details: { section: section.label } });
      });
    } catch (err) {
      if (violationOf(err)?.kind === 'foreignKey') throw conflict(serverText('sections.sectionOnTimetable', { name }));
      throw err;
    }
  }

  /** A student of the section's batch and branch, or the refusal naming where they are. */
  async function studentOfSection(r: SectionsRepository, section: Section, studentId: number): Promise<StudentOfBatch> {
    const student = await r.student(studentId);
    if (!student) throw notFound(serverText('sections.studentNotFound'));
    if (student.batchId !== section.batchId || student.branchId !== section.branchId)
      throw invalid(serverText('sections.studentElsewhere', { roll: student.rollNumber, place: batchPlaceOf(section) }), 'studentId');
    return student;
  }

  async function placeStudent(actor: Actor, sectionId: number, studentId: number, input: PlacementInput): Promise<void> {
    await db.transaction(async (tx) => {
      const r = createSectionsRepository(tx);
      const section = await sectionOrThrow(r, sectionId, true);
      const student = await studentOfSection(r, section, studentId);
      await r.place(student.id, section.id, input.labBatch);
      await audit.record(tx, {
        actor,
        action: 'sections.studentPlaced',
        entity: 'section',
        entityId: String(section.id),
        details: { roll: student.rollNumber, section: section.label, labBatch: input.labBatch },
      });
    });
  }

  async function chooseElective(actor: Actor, sectionId: number, input: ElectiveChoiceInput): Promise<void> {
    await db.transaction(async (tx) => {
      const r = createSectionsRepository(tx);
      const section = await sectionOrThrow(r, sectionId, true);
      const student = await studentOfSection(r, section, input.studentId);
      if (student.sectionId !== section.id)
        throw invalid(serverText('sections.studentElsewhere', { roll: student.rollNumber, place: section.label }), 'studentId');
      const subject = await r.subjectOfSection(section.id, input.subjectId);
      if (!subject) throw invalid(serverText('sections.subjectNotOfSection', { code: String(input.subjectId) }), 'subjectId');
      if (subject.kind !== 'elective') throw invalid(serverText('sections.notElective', { code: subject.code }), 'subjectId');
      await r.choose(student.id, subject, section.regulationId, section.semester);
      await audit.record(tx, {
        actor,
        action: 'sections.electiveChosen',
        entity: 'section',
        entityId: String(section.id),
        details: { roll: student.rollNumber, code: subject.code, group: subject.electiveGroup ?? '' },
      });
    });
  }

  async function allocate(actor: Actor, sectionId: number, input: AllocationInput): Promise<Allocation> {
    const id = await db.transaction(async (tx) => {
      const r = createSectionsRepository(tx);
      const section = await sectionOrThrow(r, sectionId, true);
      const subject = await r.subjectOfSection(section.id, input.subjectId);
      if (!subject) throw invalid(serverText('sections.subjectNotOfSection', { code: String(input.subjectId) }), 'subjectId');
      if (input.labBatch !== null && subject.kind !== 'lab') throw invalid(serverText('sections.labBatchOnlyLab'), 'labBatch');
      const existing = await r.allocationsOfSubject(section.id, subject.id);
      if (input.labBatch === null && existing.some((a) => a.labBatch !== null))
        throw conflict(serverText('sections.labBatchSplit', { code: subject.code }), 'labBatch');
      if (input.labBatch !== null && existing.some((a) => a.labBatch === null))
        throw conflict(serverText('sections.labBatchWhole', { code: subject.code }), 'labBatch');
      if (existing.some((a) => a.labBatch === input.labBatch))
        throw conflict(serverText('sections.allocationExists', { code: subject.code, part: partOf(input.labBatch) }), 'subjectId');
      const teacher = await r.teacher(input.facultyId);
      if (!teacher) throw invalid(serverText('sections.facultyNotFound'), 'facultyId');
      const made = await r.insertAllocation(section.id, subject.id, input.labBatch, teacher.id);
      await audit.record(tx, {
        actor,
        action: 'sections.allocated',
        entity: 'subject_allocation',
        entityId: String(made),
        details: { section: section.label, code: subject.code, part: partOf(input.labBatch), faculty: teacher.fullName },
      });
      return made;
    });
    return (await repo.allocation(id))!;
  }

  async function changeAllocation(actor: Actor, id: number, facultyId: number): Promise<Allocation> {
    let at: { faculty: string; code: string } | undefined;
    try {
      await db.transaction(async (tx) => {
        const r = createSectionsRepository(tx);
        const before = await r.allocation(id, true);
        if (!before) throw notFound(serverText('sections.allocationNotFound'));
        const teacher = await r.teacher(facultyId);
        if (!teacher) throw invalid(serverText('sections.facultyNotFound'), 'facultyId');
        at = { faculty: teacher.fullName, code: before.code };
        await r.changeTeacher(id, teacher.id);
        const section = (await r.section(before.sectionId))!;
        await audit.record(tx, {
          actor,
          action: 'sections.allocationChanged',
          entity: 'subject_allocation',
          entityId: String(id),
          details: { section: section.label, code: before.code, part: partOf(before.labBatch) },
          changes: changedFields({ faculty: before.faculty }, { faculty: teacher.fullName }),
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind === 'unique' && at) throw conflict(serverText('sections.teacherBusy', at), 'facultyId');
      throw err;
    }
    return (await repo.allocation(id))!;
  }

  async function removeAllocation(actor: Actor, id: number): Promise<void> {
    let at: { code: string; section: string } | undefined;
    try {
      await db.transaction(async (tx) => {
        const r = createSectionsRepository(tx);
        const found = await r.allocation(id, true);
        if (!found) throw notFound(serverText('sections.allocationNotFound'));
        const section = (await r.section(found.sectionId))!;
        at = { code: found.code, section: section.label };
        await r.deleteAllocation(id);
        await audit.record(tx, {
          actor,
          action: 'sections.allocationRemoved',
          entity: 'subject_allocation',
          entityId: String(id),
          details: { section: section.label, code: found.code, part: partOf(found.labBatch), faculty: found.faculty },
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind === 'foreignKey' && at) throw conflict(serverText('sections.allocationInUse', at));
      throw err;
    }
  }

  // ------------------------------------------------------------------ The workbook

  interface PlacementRow {
    row: number;
    student: StudentOfBatch;
    section: Section;
    labBatch: number | null;
    electives: { id: number; code: string; electiveGroup: string | null; kind: string }[];
  }

  /** Every row checked against the students, their batch's sections and those sections' electives; all problems at once. */
  async function readPlacements(rows: { row: number; values: Record<string, string> }[]): Promise<{ read: PlacementRow[]; problems: RowProblem[] }> {
    const value = (values: Record<string, string>, key: SectionColumn) => (values[LABEL[key]] ?? '').trim();
    const rolls = [...new Set(rows.map((r) => value(r.values, 'rollNumber').toUpperCase()).filter(Boolean))];
    const students = new Map((await repo.studentsByRoll(rolls)).map((s) => [s.rollNumber.toUpperCase(), s]));
    const sections = await repo.sectionsOfBatches([...new Set([...students.values()].map((s) => s.batchId))]);
    const electives = new Map<number, Awaited<ReturnType<SectionsRepository['electivesOf']>>>();
    const problems: RowProblem[] = [];
    const read: PlacementRow[] = [];
    const seen = new Map<string, number[]>();
    for (const { row, values } of rows) {
      const roll = value(values, 'rollNumber').toUpperCase();
      seen.set(roll, [...(seen.get(roll) ?? []), row]);
      const student = students.get(roll);
      if (!student) {
        problems.push({ row, column: LABEL.rollNumber, ...serverText('sections.unknownRoll', { roll: value(values, 'rollNumber') }) });
        continue;
      }
      const name = value(values, 'section').toUpperCase();
      const section = sections.find((s) => s.batchId === student.batchId && s.branchId === student.branchId && s.name.toUpperCase() === name);
      if (!section) {
        problems.push({ row, column: LABEL.section, ...serverText('sections.unknownSection', { place: student.place, name: value(values, 'section') }) });
        continue;
      }
      const batchText = value(values, 'labBatch');
      const labBatch = batchText === '' ? null : Number(batchText);
      if (labBatch !== null && labBatch !== 1 && labBatch !== 2) {
        problems.push({ row, column: LABEL.labBatch, ...serverText('sections.labBatchRange') });
        continue;
      }
      if (!electives.has(section.id)) electives.set(section.id, await repo.electivesOf(section.id));
      const known = electives.get(section.id)!;
      const codes = value(values, 'electives').split(/[,;]/).map((c) => c.trim().toUpperCase()).filter(Boolean);
      const chosen = codes.map((code) => ({ code, subject: known.find((k) => k.code.toUpperCase() === code) }));
      const unknown = chosen.filter((c) => !c.subject);
      for (const c of unknown)
        problems.push({ row, column: LABEL.electives, ...serverText('sections.unknownElective', { code: c.code, place: section.label }) });
      const subjects = chosen.flatMap((c) => (c.subject ? [c.subject] : []));
      const groups = new Map<string, string[]>();
      for (const s of subjects) groups.set((s.electiveGroup ?? '').toUpperCase(), [...(groups.get((s.electiveGroup ?? '').toUpperCase()) ?? []), s.code]);
      for (const same of groups.values())
        if (same.length > 1) problems.push({ row, column: LABEL.electives, ...serverText('sections.electiveTwice', { codes: same.join(', ') }) });
      read.push({ row, student, section, labBatch, electives: subjects });
    }
    for (const [roll, at] of seen)
      if (roll && at.length > 1) problems.push({ row: at[1]!, column: LABEL.rollNumber, ...serverText('sections.rollTwice', { roll, rows: at.join(', ') }) });
    return { read, problems };
  }

  /** Students placed in sections (and lab batches, and electives) by workbook: all rows or none. */
  async function importWorkbook(file: Buffer, ctx: UploadContext): Promise<UploadSuccess> {
    const sheet = await readWorkbook(file, { requiredColumns: REQUIRED, optionalColumns: OPTIONAL, maxRows: ROWS_MAX });
    const total = sheet.rows.length;
    ctx.progress({ phase: 'validating', done: 0, total });
    const { read, problems } = await readPlacements(sheet.rows);
    if (problems.length > 0) {
      problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
      throw new AppError('UPLOAD_INVALID', serverText('upload.failed'), { errors: problems });
    }
    ctx.progress({ phase: 'importing', done: 0, total });
    await db.transaction(async (tx) => {
      const r = createSectionsRepository(tx);
      for (const p of read) {
        const keep = p.student.sectionId === p.section.id ? ((await r.roster(p.section.id)).find((s) => s.id === p.student.id)?.labBatch ?? 1) : 1;
        await r.place(p.student.id, p.section.id, p.labBatch ?? keep);
        for (const subject of p.electives) await r.choose(p.student.id, subject, p.section.regulationId, p.section.semester);
      }
      // A section the file fills without naming lab batches is split in two halves by roll number.
      const unnamed = new Set(read.filter((p) => p.labBatch === null).map((p) => p.section.id));
      for (const p of read) if (p.labBatch !== null) unnamed.delete(p.section.id);
      for (const id of unnamed) await r.splitLabBatches(id);
      await audit.record(tx, {
        actor: ctx.user,
        action: 'sections.uploaded',
        entity: 'section',
        details: { file: ctx.fileName, count: read.length },
      });
    });
    ctx.progress({ phase: 'done', done: total, total });
    return { ...serverText('sections.uploaded'), imported: read.length };
  }

  return {
    places,
    list,
    detail,
    split,
    change,
    remove,
    placeStudent,
    chooseElective,
    allocate,
    changeAllocation,
    removeAllocation,
    teachers,
    template: buildSectionsTemplate,
    importWorkbook,
  };
}

export type SectionsService = ReturnType<typeof createSectionsService>;
