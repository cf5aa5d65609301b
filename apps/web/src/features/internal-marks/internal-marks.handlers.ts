import { http, HttpResponse } from 'msw';
import type { MarkClass, MarkClasses, MarkSheet, MarkSheetSave, MarkValue } from '@campus/shared';

const SECTION_A = 'B.Tech CSE 2024 A';
const SECTION_B = 'B.Tech CSE 2024 B';

const THEORY = [
  { id: 1, name: 'Mid-term 1', maxMarks: 16 },
  { id: 2, name: 'Mid-term 2', maxMarks: 16 },
  { id: 3, name: 'Assignment', maxMarks: 8 },
];
const LAB = [
  { id: 4, name: 'Record', maxMarks: 20 },
  { id: 5, name: 'Viva', maxMarks: 20 },
];

const row = (id: number, rollNumber: string, fullName: string, marks: MarkValue[]) => ({
  id,
  rollNumber,
  fullName,
  marks,
  total: marks.every((m) => m !== null) ? marks.reduce<number>((sum, m) => sum + (m === 'AB' ? 0 : (m as number)), 0) : null,
});

/**
 * Dr. K. Rao's algorithms of section A (open, two of five students complete), the compiler lab of
 * its batch 1 (submitted) and the algorithms of section B (released to the students).
 */
const SHEETS: Record<number, MarkSheet> = {
  31: {
    allocationId: 31,
    section: SECTION_A,
    code: '22CS501',
    subject: 'Design and Analysis of Algorithms',
    labBatch: null,
    faculty: 'Dr. K. Rao',
    internalMax: 40,
    state: 'open',
    version: 3,
    savedBy: 'Dr. K. Rao',
    savedAt: '2026-11-20 16:05:12+05:30',
    submittedAt: null,
    releasedAt: null,
    editable: true,
    unlockable: false,
    components: THEORY,
    students: [
      row(501, '24CS001', 'Aarav Sharma', [12.5, 14, 7]),
      row(502, '24CS002', 'Bhavya Reddy', [16, 'AB', 6]),
      row(503, '24CS003', 'Chetan Kumar', [10, null, null]),
      row(504, '24CS004', 'Divya Nair', [null, null, null]),
      row(505, '24CS005', 'Farhan Ali', [null, null, null]),
    ],
  },
  32: {
    allocationId: 32,
    section: SECTION_A,
    code: '22CS581',
    subject: 'Compiler Design Lab',
    labBatch: 1,
    faculty: 'Dr. K. Rao',
    internalMax: 40,
    state: 'submitted',
    version: 5,
    savedBy: 'Dr. K. Rao',
    savedAt: '2026-11-24 11:00:00+05:30',
    submittedAt: '2026-11-24 11:02:30+05:30',
    releasedAt: null,
    editable: false,
    unlockable: false,
    components: LAB,
    students: [
      row(501, '24CS001', 'Aarav Sharma', [18, 17.5]),
      row(502, '24CS002', 'Bhavya Reddy', [15, 'AB']),
      row(503, '24CS003', 'Chetan Kumar', [19, 20]),
    ],
  },
  41: {
    allocationId: 41,
    section: SECTION_B,
    code: '22CS501',
    subject: 'Design and Analysis of Algorithms',
    labBatch: null,
    faculty: 'Dr. K. Rao',
    internalMax: 40,
    state: 'submitted',
    version: 7,
    savedBy: 'Dr. K. Rao',
    savedAt: '2026-11-18 10:00:00+05:30',
    submittedAt: '2026-11-18 10:05:00+05:30',
    releasedAt: '2026-11-25 09:00:00+05:30',
    editable: false,
    unlockable: false,
    components: THEORY,
    students: [row(601, '24CS061', 'Gauri Patil', [14, 15, 8]), row(602, '24CS062', 'Harsh Verma', [11.5, 9, 7])],
  },
};

/** A sheet as the server answers it: the demo's, changed by `change`. */
export const markSheetOf = (allocationId: number, change: Partial<MarkSheet> = {}): MarkSheet => ({ ...SHEETS[allocationId]!, ...change });

const classOf = (sheet: MarkSheet): MarkClass => ({
  allocationId: sheet.allocationId,
  section: sheet.section,
  code: sheet.code,
  subject: sheet.subject,
  kind: sheet.labBatch === null ? 'theory' : 'lab',
  labBatch: sheet.labBatch,
  students: sheet.students.length,
  complete: sheet.students.filter((s) => s.total !== null).length,
  state: sheet.state,
  releasedAt: sheet.releasedAt,
});

const MARK_CLASSES: MarkClasses = { classes: Object.values(SHEETS).map(classOf) };

const notFound = () =>
  HttpResponse.json({ code: 'NOT_FOUND', message: 'No such class', key: 'internalMarks.classNotFound' }, { status: 404 });

/** The sheet stored from a save: its marks, by Dr. K. Rao, one version on. */
function savedSheet(save: MarkSheetSave): MarkSheet {
  const base = markSheetOf(save.allocationId);
  const marks = new Map(save.rows.map((r) => [r.studentId, r.marks]));
  return {
    ...base,
    version: save.version + 1,
    savedBy: 'Dr. K. Rao',
    savedAt: '2026-11-27 10:15:00+05:30',
    students: base.students.map((s) => row(s.id, s.rollNumber, s.fullName, marks.get(s.id) ?? s.marks)),
  };
}

/** A teacher's classes and sheets: save, submit and unlock answer with the sheet as stored. */
export const internalMarksHandlers = [
  http.get('/api/internal-marks/classes', () => HttpResponse.json(MARK_CLASSES)),
  http.get('/api/internal-marks/sheet', ({ request }) => {
    const allocationId = Number(new URL(request.url).searchParams.get('allocationId'));
    return SHEETS[allocationId] ? HttpResponse.json(markSheetOf(allocationId)) : notFound();
  }),
  http.put('/api/internal-marks/sheet', async ({ request }) => HttpResponse.json(savedSheet((await request.json()) as MarkSheetSave))),
  http.post('/api/internal-marks/sheet/submit', async ({ request }) => {
    const { allocationId, version } = (await request.json()) as { allocationId: number; version: number };
    return HttpResponse.json(
      markSheetOf(allocationId, { state: 'submitted', version: version + 1, editable: false, submittedAt: '2026-11-27 10:20:00+05:30' }),
    );
  }),
  http.post('/api/internal-marks/sheet/unlock', async ({ request }) => {
    const { allocationId } = (await request.json()) as { allocationId: number };
    const sheet = markSheetOf(allocationId);
    return HttpResponse.json({ ...sheet, state: 'open', version: sheet.version + 1, submittedAt: null, editable: false, unlockable: false });
  }),
];
