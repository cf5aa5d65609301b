import {
  can,
  changedFields,
  collegeTimeZone,
  componentsOfSubjectSchema,
  dayIn,
  dayMonthYear,
  serverText,
  type ComponentsSave,
  type MarkClass,
  type MarkClasses,
  type MarkSheet,
  type MarkSheetSave,
  type MarksOverview,
  type MarkValue,
  type MyMarks,
  type SubjectComponents,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, forbidden, invalid, notFound, schemaText } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import {
  createInternalMarksRepository,
  type InternalMarksRepository,
  type MarkWrite,
  type StoredClass,
  type StoredComponent,
  type StoredMark,
} from './internal-marks.repository.js';
import { totalOf } from './internal-marks-totals.js';
import { internalMarksWorkbook } from './internal-marks-workbook.js';

export interface InternalMarksServiceDeps {
  db: Db;
  audit: AuditService;
}

/** Who is asking: their id and roles (the head of a department unlocks its classes' marks). */
interface Asker extends Actor {
  roles: readonly string[];
}

type Subject = NonNullable<Awaited<ReturnType<InternalMarksRepository['subject']>>>;

/** An instant in the college's words and time zone: `07-12-2026 14:05`. */
function timeOf(iso: string): string {
  const ms = Date.parse(iso);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: collegeTimeZone(), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${dayMonthYear(dayIn(collegeTimeZone(), ms))} ${clock.format(ms)}`;
}

/**
 * The parts a subject's internal marks start with, adding up to its internal maximum: two mid-terms
 * and assignments for theory, record and test for a lab, two reviews for a project.
 */
export function defaultComponents(kind: string, internalMax: number): { name: string; maxMarks: number }[] {
  const part = (share: number) => Math.floor(internalMax * share);
  const parts: [string, number][] =
    kind === 'lab'
      ? [
          ['Lab record', part(0.5)],
          ['Lab test', internalMax - part(0.5)],
        ]
      : kind === 'project'
        ? [
            ['Review 1', part(0.5)],
            ['Review 2', internalMax - part(0.5)],
          ]
        : [
            ['Mid-term 1', part(0.4)],
            ['Mid-term 2', part(0.4)],
            ['Assignments', internalMax - 2 * part(0.4)],
          ];
  return parts.filter(([, max]) => max > 0).map(([name, maxMarks]) => ({ name, maxMarks }));
}

/** Marks found by component and student. */
type MarkIndex = Map<string, StoredMark>;
const indexOf = (marks: readonly StoredMark[]): MarkIndex => new Map(marks.map((m) => [`${m.componentId}:${m.studentId}`, m]));

/** A student's marks in the components, in their order. */
function rowOf(components: readonly StoredComponent[], marks: MarkIndex, studentId: number): MarkValue[] {
  return components.map((c) => {
    const m = marks.get(`${c.id}:${studentId}`);
    return !m ? null : m.absent ? 'AB' : m.marks;
  });
}

/** A class as the audit log and messages name it: its section, and its lab batch when it is one. */
const placeOf = (c: Pick<StoredClass, 'section' | 'labBatch'>) =>
  c.labBatch === null ? c.section : `${c.section} lab batch ${c.labBatch}`;

const classOut = (c: StoredClass): MarkClass => ({
  allocationId: c.allocationId,
  section: c.section,
  code: c.code,
  subject: c.subject,
  kind: c.kind,
  labBatch: c.labBatch,
  students: c.students,
  complete: c.complete,
  state: c.state,
  releasedAt: c.releasedAt,
});

/**
 * Internal (CIE) marks: entered by a class's teacher in one sheet saved at once and guarded by its
 * version, submitted and then locked until the head of the department unlocks it with a reason,
 * released to the students by the examination cell; each subject's components add up to its internal
 * maximum.
 */
export function createInternalMarksService({ db, audit }: InternalMarksServiceDeps) {
  const repo = createInternalMarksRepository(db);

  async function classOrThrow(r: InternalMarksRepository, allocationId: number): Promise<StoredClass> {
    const [found] = await r.classesByIds([allocationId]);
    if (!found) throw notFound(serverText('internalMarks.classNotFound'));
    return found;
  }

  async function subjectOrThrow(r: InternalMarksRepository, subjectId: number): Promise<Subject> {
    const found = await r.subject(subjectId);
    if (!found) throw notFound(serverText('curriculum.subjectNotFound'));
    return found;
  }

  /** A subject's components, made with the defaults on first need; a subject without internal marks is refused. */
  async function componentsOf(r: InternalMarksRepository, subject: Subject): Promise<StoredComponent[]> {
    if (subject.internalMax === 0) throw conflict(serverText('internalMarks.noInternal', { code: subject.code }));
    const found = await r.components(subject.id);
    if (found.length > 0) return found;
    await r.addComponentsOnce(subject.id, defaultComponents(subject.kind, subject.internalMax));
    return r.components(subject.id);
  }

  /** Whether the asker teaches the class, and heads the department of its branch. */
  async function rightsOf(tx: DbOrTx, asker: Asker, cls: StoredClass) {
    const r = createInternalMarksRepository(tx);
    const me = (await r.facultyOfUser(asker.id))?.id;
    const heads =
      asker.roles.includes('ROLE_HOD') && cls.departmentId !== null && (await r.departmentOfUser(asker.id)) === cls.departmentId;
    return { teaches: me !== undefined && me === cls.facultyId, heads };
  }

  async function classes(asker: Asker): Promise<MarkClasses> {
    const me = await repo.facultyOfUser(asker.id);
    return { classes: me ? (await repo.classesOfFaculty(me.id)).map(classOut) : [] };
  }

  async function sheet(asker: Asker, allocationId: number): Promise<MarkSheet> {
    const cls = await classOrThrow(repo, allocationId);
    const { teaches, heads } = await rightsOf(db, asker, cls);
    if (!teaches && !can(asker.roles, 'marks.read')) throw forbidden(serverText('internalMarks.notYourClass'));
    const subject = await subjectOrThrow(repo, cls.subjectId);
    const components = await componentsOf(repo, subject);
    const list = await repo.classList(allocationId);
    const ids = list.map((s) => s.id);
    const [marks, stored, saved] = await Promise.all([
      repo.marksOf(subject.id, ids).then(indexOf),
      repo.sheet(allocationId),
      repo.lastSaved(subject.id, ids),
    ]);
    return {
      allocationId,
      section: cls.section,
      code: cls.code,
      subject: cls.subject,
      labBatch: cls.labBatch,
      faculty: cls.faculty,
      internalMax: subject.internalMax,
      state: stored.state,
      version: stored.version,
      savedBy: saved?.by ?? null,
      savedAt: saved?.at ?? null,
      submittedAt: stored.submittedAt,
      releasedAt: stored.releasedAt,
      editable: teaches && stored.state === 'open',
      unlockable: heads && stored.state === 'submitted',
      components,
      students: list.map((s) => {
        const values = rowOf(components, marks, s.id);
        return { ...s, marks: values, total: totalOf(values) };
      }),
    };
  }

  /** The class, its subject, components and students for a change by its teacher: refused to anyone else. */
  async function forTeacher(tx: DbOrTx, asker: Asker, allocationId: number) {
    const r = createInternalMarksRepository(tx);
    const cls = await classOrThrow(r, allocationId);
    if (!(await rightsOf(tx, asker, cls)).teaches) throw forbidden(serverText('internalMarks.notYourClass'));
    const subject = await subjectOrThrow(r, cls.subjectId);
    const components = await componentsOf(r, subject);
    return { r, cls, subject, components, list: await r.classList(allocationId) };
  }

  const locked = (cls: StoredClass) => conflict(serverText('internalMarks.locked', { code: cls.code, section: placeOf(cls) }));

  /** The answer to a save or submission from a version no longer current: who saved meanwhile and when. */
  async function changedMeanwhile(r: InternalMarksRepository, cls: StoredClass, studentIds: number[]) {
    const now = await r.sheet(cls.allocationId);
    if (now.state === 'submitted') return locked(cls);
    const saved = await r.lastSaved(cls.subjectId, studentIds);
    return conflict(
      serverText('internalMarks.changedMeanwhile', { by: saved?.by ?? cls.faculty, time: timeOf(saved?.at ?? now.updatedAt) }),
    );
  }

  async function save(asker: Asker, input: MarkSheetSave): Promise<MarkSheet> {
    try {
      await saveMarks(asker, input);
    } catch (err) {
      if (violationOf(err)?.kind !== 'foreignKey') throw err;
      // The subject's components were changed meanwhile (before the class's sheet was first saved).
      const cls = await classOrThrow(repo, input.allocationId);
      throw await changedMeanwhile(
        repo,
        cls,
        (await repo.classList(cls.allocationId)).map((x) => x.id),
      );
    }
    return sheet(asker, input.allocationId);
  }

  async function saveMarks(asker: Asker, input: MarkSheetSave) {
    await db.transaction(async (tx) => {
      const { r, cls, components, list } = await forTeacher(tx, asker, input.allocationId);
      if ((await r.sheet(cls.allocationId)).state === 'submitted') throw locked(cls);
      const inClass = new Map(list.map((s) => [s.id, s]));
      const strangers = input.rows.filter((row) => !inClass.has(row.studentId));
      if (strangers.length > 0) throw invalid(serverText('internalMarks.notInClass', { count: strangers.length }), 'rows');
      const writes = new Map<string, MarkWrite>();
      input.rows.forEach((row, i) => {
        if (row.marks.length !== components.length)
          throw invalid(serverText('internalMarks.componentsCount', { count: components.length }), `rows.${i}.marks`);
        row.marks.forEach((value, j) => {
          const c = components[j]!;
          if (typeof value === 'number' && value > c.maxMarks)
            throw invalid(
              serverText('internalMarks.overMax', { component: c.name, roll: inClass.get(row.studentId)!.rollNumber, max: c.maxMarks }),
              `rows.${i}.marks.${j}`,
            );
          writes.set(`${c.id}:${row.studentId}`, { componentId: c.id, studentId: row.studentId, value: value as MarkValue });
        });
      });
      await r.addSheetOnce(cls.allocationId);
      if ((await r.bumpOpen(cls.allocationId, input.version)) === undefined) throw await changedMeanwhile(r, cls, [...inClass.keys()]);
      await r.writeMarks([...writes.values()], asker.id);
    });
  }

  async function submit(asker: Asker, input: { allocationId: number; version: number }): Promise<MarkSheet> {
    await db.transaction(async (tx) => {
      const { r, cls, subject, components, list } = await forTeacher(tx, asker, input.allocationId);
      const ids = list.map((s) => s.id);
      const stored = await r.sheet(cls.allocationId);
      if (stored.state === 'submitted') throw locked(cls);
      if (stored.version !== input.version) throw await changedMeanwhile(r, cls, ids);
      const marks = indexOf(await r.marksOf(subject.id, ids));
      const missing = ids.filter((id) => rowOf(components, marks, id).some((v) => v === null)).length;
      if (missing > 0) throw invalid(serverText('internalMarks.missing', { count: missing }), 'allocationId');
      await r.addSheetOnce(cls.allocationId);
      if (!(await r.submit(cls.allocationId, input.version, asker.id))) throw await changedMeanwhile(r, cls, ids);
      await audit.record(tx, {
        actor: asker,
        action: 'internalMarks.submitted',
        entity: 'internal_mark_sheet',
        entityId: String(cls.allocationId),
        details: { code: cls.code, section: placeOf(cls), students: ids.length },
      });
    });
    return sheet(asker, input.allocationId);
  }

  async function unlock(asker: Asker, input: { allocationId: number; reason: string }): Promise<MarkSheet> {
    await db.transaction(async (tx) => {
      const r = createInternalMarksRepository(tx);
      const cls = await classOrThrow(r, input.allocationId);
      if (!(await rightsOf(tx, asker, cls)).heads) throw forbidden(serverText('internalMarks.notYourDepartment'));
      if (!input.reason.trim()) throw invalid(serverText('internalMarks.reasonNeeded'), 'reason');
      if (!(await r.unlock(cls.allocationId))) throw conflict(serverText('internalMarks.notSubmitted'));
      await audit.record(tx, {
        actor: asker,
        action: 'internalMarks.unlocked',
        entity: 'internal_mark_sheet',
        entityId: String(cls.allocationId),
        details: { code: cls.code, section: placeOf(cls), reason: input.reason },
      });
    });
    return sheet(asker, input.allocationId);
  }

  async function overview(batchId: number, branchId?: number): Promise<MarksOverview> {
    const found = await repo.classesOfBatch(batchId, branchId);
    const count = (test: (c: StoredClass) => boolean) => found.filter(test).length;
    return {
      classes: found.map((c) => ({ ...classOut(c), faculty: c.faculty, submittedAt: c.submittedAt })),
      open: count((c) => c.state === 'open'),
      submitted: count((c) => c.state === 'submitted' && c.releasedAt === null),
      released: count((c) => c.releasedAt !== null),
    };
  }

  async function release(actor: Actor, allocationIds: readonly number[]) {
    const ids = [...new Set(allocationIds)];
    const count = await db.transaction(async (tx) => {
      const r = createInternalMarksRepository(tx);
      const found = await r.classesByIds(ids);
      if (found.length < ids.length) throw notFound(serverText('internalMarks.classNotFound'));
      const open = found.filter((c) => c.state !== 'submitted');
      if (open.length > 0)
        throw conflict(serverText('internalMarks.notReleasable', { codes: open.map((c) => `${c.code} ${placeOf(c)}`).join(', ') }));
      const released = await r.release(ids, actor.id);
      await audit.record(tx, {
        actor,
        action: 'internalMarks.released',
        entity: 'internal_mark_sheet',
        details: { count: released, codes: found.map((c) => `${c.code} ${placeOf(c)}`).join(', ') },
      });
      return released;
    });
    return serverText('internalMarks.released', { count });
  }

  /** The marks of a batch's classes (of one branch) as a workbook: a row per student, a column per subject, and a sheet per subject. */
  async function exportMarks(batchId: number, branchId?: number): Promise<{ file: Buffer; fileName: string }> {
    const name = await repo.batchName(batchId, branchId);
    if (!name) throw notFound(serverText('sections.batchNotFound'));
    const found = await repo.classesOfBatch(batchId, branchId);
    const subjectIds = [...new Set(found.map((c) => c.subjectId))];
    const [students, members, components] = await Promise.all([
      repo.batchStudents(batchId, branchId),
      repo.classStudents(found.map((c) => c.allocationId)),
      repo.componentsOfSubjects(subjectIds),
    ]);
    const marks = indexOf(
      await repo.marksOfSubjects(
        subjectIds,
        members.map((m) => m.studentId),
      ),
    );
    const subjects = [...new Map(found.map((c) => [c.subjectId, { id: c.subjectId, code: c.code, name: c.subject }])).values()]
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((x) => ({ ...x, components: components.filter((c) => c.subjectId === x.id) }));
    const subjectOf = new Map(found.map((c) => [c.allocationId, c.subjectId]));
    const taught = new Set(members.map((m) => `${subjectOf.get(m.allocationId)}:${m.studentId}`));
    const partsOf = new Map(subjects.map((x) => [x.id, x.components]));
    const file = await internalMarksWorkbook({
      students,
      subjects,
      marksOf: (subjectId, studentId) =>
        taught.has(`${subjectId}:${studentId}`) ? rowOf(partsOf.get(subjectId)!, marks, studentId) : null,
    });
    const words = [name.programme, name.branch, String(name.startYear)].filter((w): w is string => !!w);
    return { file, fileName: `internal-marks-${words.join('-').replace(/[^A-Za-z0-9-]+/g, '')}.xlsx` };
  }

  /** A student's internal marks of the classes released, asked by the student or their parent (the sign-in names the student). */
  async function mine(userId: number): Promise<MyMarks> {
    const student = await repo.studentOfUser(userId);
    if (!student) throw notFound(serverText('internalMarks.noStudent'));
    const found = await repo.studentClasses(student.id);
    const released = found.filter((c) => c.releasedAt !== null);
    const subjects = await Promise.all(
      released.map(async (c) => {
        const [components, marks] = await Promise.all([
          repo.components(c.subjectId),
          repo.marksOf(c.subjectId, [student.id]).then(indexOf),
        ]);
        const values = rowOf(components, marks, student.id);
        return {
          code: c.code,
          name: c.name,
          internalMax: c.internalMax,
          components: components.map((x, i) => ({ name: x.name, maxMarks: x.maxMarks, marks: values[i]! })),
          total: totalOf(values),
          releasedAt: c.releasedAt!,
        };
      }),
    );
    return {
      student: { id: student.id, rollNumber: student.rollNumber, fullName: student.fullName },
      subjects,
      pending: found.filter((c) => c.releasedAt === null).map((c) => ({ code: c.code, name: c.name })),
    };
  }

  async function components(subjectId: number): Promise<SubjectComponents> {
    const subject = await subjectOrThrow(repo, subjectId);
    const list = await componentsOf(repo, subject);
    return { subjectId, code: subject.code, internalMax: subject.internalMax, components: list, inUse: await repo.marksEntered(subjectId) };
  }

  const partsText = (parts: readonly { name: string; maxMarks: number }[]) => parts.map((p) => `${p.name} ${p.maxMarks}`).join(', ');

  async function saveComponents(actor: Actor, subjectId: number, input: ComponentsSave): Promise<SubjectComponents> {
    try {
      await db.transaction(async (tx) => {
        const r = createInternalMarksRepository(tx);
        await r.lockSubject(subjectId);
        const subject = await subjectOrThrow(r, subjectId);
        if (subject.internalMax === 0) throw conflict(serverText('internalMarks.noInternal', { code: subject.code }));
        const checked = componentsOfSubjectSchema(subject.internalMax).safeParse(input);
        const issue = checked.error?.issues[0];
        if (issue) throw invalid(schemaText(issue.message), issue.path.join('.'));
        // The classes' sheets first: a save holding one finishes before its marks are looked for.
        await r.bumpSubjectSheets(subjectId);
        if (await r.marksEntered(subjectId)) throw conflict(serverText('internalMarks.componentsInUse'));
        const before = await r.components(subjectId);
        await r.replaceComponents(subjectId, input.components);
        await audit.record(tx, {
          actor,
          action: 'internalMarks.componentsSaved',
          entity: 'curriculum_subject',
          entityId: String(subjectId),
          details: { code: subject.code, components: partsText(input.components) },
          changes: changedFields({ components: partsText(before) }, { components: partsText(input.components) }),
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind === 'foreignKey') throw conflict(serverText('internalMarks.componentsInUse'));
      throw err;
    }
    return components(subjectId);
  }

  return { classes, sheet, save, submit, unlock, overview, release, exportMarks, mine, components, saveComponents };
}

export type InternalMarksService = ReturnType<typeof createInternalMarksService>;
