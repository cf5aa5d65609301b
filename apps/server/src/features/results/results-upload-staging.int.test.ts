import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadProgress } from '@campus/shared';
import { createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { smallXlsx } from '../../../test/hostile-workbooks.js';
import { registerStudents } from '../../../test/register-students.js';
import { buildApp } from '../../app.js';
import { createPdfWorkers, type PdfWorkers } from '../../lib/pdf-workers.js';
import { createStudentRegister } from '../admissions/student-register.service.js';
import { createAuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import { users } from '../auth/auth.table.js';
import { createCollegeService } from '../public/college.service.js';
import { createMemoryCache, type ResultsCache } from './results-cache.js';
import { createResultsRepository } from './results.repository.js';
import { createResultsService, type ResultsService } from './results.service.js';
import { courseResults, examTitles, studentResults } from './results.table.js';

const STUDENTS = 6_250;
const COURSES = 8;
const roll = (i: number) => `26ST1A${String(i).padStart(5, '0')}`;
const nameOf = (i: number) => `Staged Student ${i}`;

/** A results file of `students` (numbers into the register above), each with eight courses and these marks. */
function resultsFile(title: string, students: number[], marks: (student: number, course: number) => number): Buffer {
  const rows = [['rollNo', 'studentName', 'examTitle', 'courseCode', 'course', 'credits', 'marks']];
  for (const s of students)
    for (let c = 1; c <= COURSES; c++) rows.push([roll(s), nameOf(s), title, `ST${100 + c}PC`, `Course ${c}`, '3', String(marks(s, c))]);
  return smallXlsx(rows);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

for (const target of targets) {
  describe(`results uploads staged out of sight (${target})`, () => {
    let t: TestApp;
    let pdfs: PdfWorkers;
    let results: ResultsService;
    let cache: ResultsCache;
    let user: AuthUser;
    /** What the warm-up after a publish waits for: the telling of the title's students (resolved unless a test holds it). */
    let telling: Promise<void> = Promise.resolve();
    let toldAsked: () => void = () => {};
    const ctx = (progress: (p: UploadProgress) => void = () => {}) => ({ user, fileName: 'results.xlsx', fields: {}, progress });

    const counts = async () => {
      const db = t.database.db;
      const [[students], [courses], [hidden]] = await Promise.all([
        db.select({ n: count() }).from(studentResults),
        db.select({ n: count() }).from(courseResults),
        db.select({ n: count() }).from(examTitles).where(eq(examTitles.staging, true)),
      ]);
      return { students: students.n, courses: courses.n, hidden: hidden.n };
    };
    const resultOf = async (title: string, student: number) => {
      const row = await results.titleResults(title, { page: 1, pageSize: 1, search: roll(student) });
      return row.rows[0];
    };
    const codeOf = async (student: number) =>
      (
        await t.database.db
          .select({ code: studentResults.verificationCode })
          .from(studentResults)
          .where(eq(studentResults.rollNo, roll(student)))
      )
        .map((r) => r.code)
        .sort();

    beforeAll(async () => {
      t = await createTestApp(target);
      const db = t.database.db;
      const audit = createAuditService({ db });
      pdfs = createPdfWorkers();
      cache = createMemoryCache();
      results = createResultsService({
        db,
        register: createStudentRegister(db),
        audit,
        college: createCollegeService({ db, audit }),
        cache,
        pdfs,
        publicUrl: t.config.publicUrl,
        told: () => {
          toldAsked();
          return telling;
        },
      });
      const [examination] = await db.select().from(users).where(eq(users.username, 'examination'));
      user = { ...examination, roles: examination.roles, mustChangePassword: false } as AuthUser;
      await registerStudents(
        db,
        range(1, STUDENTS).map((i) => ({ rollNumber: roll(i), fullName: nameOf(i) })),
      );
    });
    afterAll(async () => {
      await pdfs?.close();
      await t?.close();
    });

    it('leaves nothing of an upload that fails at row 40,000: the title keeps its students, codes and marks', async () => {
      const title = 'B.Tech IV-II Semester Regular Examinations, Stopped Upload';
      await results.importWorkbook(
        resultsFile(title, [1, 2], () => 70),
        ctx(),
      );
      const before = await counts();
      const codes = [await codeOf(1), await codeOf(2)];

      // The full file replaces students 1 and 2 with other marks; the upload stops at row 40,000.
      const file = resultsFile(title, range(1, STUDENTS), () => 95);
      let stoppedAt = 0;
      const stop = (p: UploadProgress) => {
        if (p.phase !== 'importing' || p.done < 40_000) return;
        stoppedAt = p.done;
        throw new Error('The upload stopped at row 40,000');
      };
      await expect(results.importWorkbook(file, ctx(stop))).rejects.toThrow('The upload stopped at row 40,000');
      expect(stoppedAt).toBeGreaterThanOrEqual(40_000);
      expect(stoppedAt).toBeLessThan(STUDENTS * COURSES);

      expect(await counts()).toEqual(before);
      const page = await results.titleResults(title, { page: 1, pageSize: 10 });
      expect(page.total).toBe(2);
      expect(page.rows.map((r) => [r.rollNo, r.earnedCredits])).toEqual([
        [roll(1), 24],
        [roll(2), 24],
      ]);
      expect([await codeOf(1), await codeOf(2)]).toEqual(codes);
    });

    it('replaces the students of a file all at once, keeps the others and the codes of earlier grade sheets, and leaves nothing hidden', async () => {
      const title = 'B.Tech IV-II Semester Regular Examinations, Re-upload';
      await results.importWorkbook(
        resultsFile(title, [1, 2, 3], () => 30),
        ctx(),
      );
      const codes = [await codeOf(1), await codeOf(2), await codeOf(3)];
      const before = await counts();

      const answer = await results.importWorkbook(
        resultsFile(title, [2, 3, 4], (s, c) => 60 + s + c),
        ctx(),
      );
      expect(answer.imported).toBe(3 * COURSES);
      const page = await results.titleResults(title, { page: 1, pageSize: 10 });
      expect(page.rows.map((r) => [r.rollNo, r.passCount, r.failCount])).toEqual([
        [roll(1), 0, 8],
        [roll(2), 8, 0],
        [roll(3), 8, 0],
        [roll(4), 8, 0],
      ]);
      expect([await codeOf(1), await codeOf(2), await codeOf(3)]).toEqual(codes);
      // One more student, with its courses; the replaced rows are gone, not hidden.
      expect(await counts()).toEqual({ students: before.students + 1, courses: before.courses + COURSES, hidden: 0 });
      const [student2] = await t.database.db
        .select({ marks: courseResults.marks })
        .from(courseResults)
        .innerJoin(studentResults, eq(studentResults.id, courseResults.studentResultId))
        .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
        .where(and(eq(studentResults.rollNo, roll(2)), eq(examTitles.title, title)))
        .orderBy(courseResults.position);
      expect(student2.marks).toBe(63);
      expect((await resultOf(title, 4)).earnedCredits).toBe(24);
    });

    /** What a server killed while staging leaves: a hidden title holding some of a file's students. */
    const leftHidden = async (students: number[]) => {
      const repo = createResultsRepository(t.database.db);
      const left = await repo.createStagingTitle();
      const course = {
        courseCode: 'ST101PC',
        course: 'Course 1',
        credits: 3,
        marks: 80,
        grade: 'A',
        gradePoints: 9,
        status: 'Pass',
      } as const;
      await repo.replaceStudents(
        left,
        students.map((s) => ({
          rollNo: roll(s),
          studentName: nameOf(s),
          totalCredits: 3,
          earnedCredits: 3,
          passCount: 1,
          failCount: 0,
          sgpa: 9,
          courses: [course],
        })),
      );
      return { left, students: () => repo.countStudents(left), drop: () => results.dropStaleStaging(0) };
    };

    it('a hidden title left by a server that died midway blocks nothing: the same file is accepted again at once', async () => {
      const title = 'B.Tech IV-II Semester Regular Examinations, Server Died';
      const hidden = await leftHidden([1, 2]);
      const answer = await results.importWorkbook(
        resultsFile(title, [1, 2], () => 75),
        ctx(),
      );
      expect(answer.imported).toBe(2 * COURSES);
      expect((await results.titleResults(title, { page: 1, pageSize: 10 })).total).toBe(2);
      // Out of sight until a results upload an hour later deletes it.
      expect(await hidden.students()).toBe(2);
      await hidden.drop();
      expect(await counts()).toMatchObject({ hidden: 0 });
    });

    it.runIf(target === 'pglite')('a hidden title left by a stopped embedded server is deleted when it starts again', async () => {
      await leftHidden([3, 4]);
      expect((await counts()).hidden).toBe(1);
      const restarted = await buildApp({ ...t.config, webDist: '/nonexistent-web' }, { database: t.database, seed: false });
      await restarted.close();
      expect(await counts()).toMatchObject({ hidden: 0 });
    });

    it('answers a publish before its warm-up, which waits until the students are told', async () => {
      const title = 'B.Tech IV-II Semester Regular Examinations, Told First';
      await results.importWorkbook(resultsFile(title, range(1, 3), () => 80), ctx());
      let toldAll!: () => void;
      telling = new Promise((resolve) => (toldAll = resolve));
      const asked = new Promise<void>((resolve) => (toldAsked = resolve));
      try {
        await results.publish(title, user);
        expect((await results.titles()).find((s) => s.title === title)).toMatchObject({ status: 'published', students: 3 });
        await asked;
        expect(await cache.get(title, roll(1))).toBeUndefined();
        toldAll();
        await results.settled();
        expect(JSON.parse((await cache.get(title, roll(1)))!)).toMatchObject({ studentRollNo: roll(1) });
      } finally {
        telling = Promise.resolve();
        toldAll();
      }
    });

    it('publishes a large title at once, with every student in the cache read back right', async () => {
      const title = 'B.Tech IV-II Semester Regular Examinations, Published Whole';
      await results.importWorkbook(
        resultsFile(title, range(1, 1_201), (s, c) => (s * 7 + c * 13) % 101),
        ctx(),
      );
      expect((await results.lookup(title, roll(1))) ?? null).toBeNull();
      await results.publish(title, user);
      expect((await results.titles()).find((s) => s.title === title)).toMatchObject({ status: 'published', students: 1_201 });
      // The publish answered at once; the warm-up after it reads every student into the cache, pages included: each answer is there, right.
      await results.settled();
      for (const s of [1, 500, 501, 1_000, 1_001, 1_201]) {
        const cached = await cache.get(title, roll(s));
        expect(cached).toBeDefined();
        const result = JSON.parse(cached!) as { studentRollNo: string; listofRecords: { courseCode: string; grade: string }[] };
        expect(result.studentRollNo).toBe(roll(s));
        expect(result.listofRecords.map((r) => r.courseCode)).toEqual(range(1, COURSES).map((c) => `ST${100 + c}PC`));
      }
    });
  });
}
