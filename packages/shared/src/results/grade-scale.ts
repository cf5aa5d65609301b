/**
 * The college's grade scale (spec 000 section 9): 90+ S 10, 80–89 A 9, 70–79 B 8, 60–69 C 7,
 * 50–59 D 6, below 50 F 0, absent AB 0. F and AB fail the course; every other grade passes it.
 */
export const GRADES = ['S', 'A', 'B', 'C', 'D', 'F', 'AB'] as const;
export type Grade = (typeof GRADES)[number];

export const RESULT_STATUSES = ['Pass', 'Fail'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** Marks of one course: 0–100, or 'AB' when the student was absent. */
export type Marks = number | 'AB';

const SCALE: readonly { min: number; grade: Grade; points: number }[] = [
  { min: 90, grade: 'S', points: 10 },
  { min: 80, grade: 'A', points: 9 },
  { min: 70, grade: 'B', points: 8 },
  { min: 60, grade: 'C', points: 7 },
  { min: 50, grade: 'D', points: 6 },
  { min: 0, grade: 'F', points: 0 },
];

export interface GradeResult {
  grade: Grade;
  gradePoints: number;
  status: ResultStatus;
}

export function gradeFor(marks: Marks): GradeResult {
  if (marks === 'AB') return { grade: 'AB', gradePoints: 0, status: 'Fail' };
  if (!Number.isFinite(marks) || marks < 0 || marks > 100) throw new RangeError(`marks ${marks} out of range 0–100`);
  const step = SCALE.find((s) => marks >= s.min)!;
  return { grade: step.grade, gradePoints: step.points, status: step.grade === 'F' ? 'Fail' : 'Pass' };
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** SGPA = Σ(credits × grade points) / Σ credits, rounded to 2 decimals; 0 when there are no credits. */
export function sgpa(courses: readonly { credits: number; gradePoints: number }[]): number {
  const credits = courses.reduce((sum, c) => sum + c.credits, 0);
  if (credits <= 0) return 0;
  const weighted = courses.reduce((sum, c) => sum + c.credits * c.gradePoints, 0);
  return round2(weighted / credits);
}

export interface ResultSummary {
  totalCredits: number;
  earnedCredits: number;
  passCount: number;
  failCount: number;
  sgpa: number;
}

/** Totals of one student in one exam title: earned credits are the credits of passed courses. */
export function summarize(courses: readonly { credits: number; gradePoints: number; status: ResultStatus }[]): ResultSummary {
  const passed = courses.filter((c) => c.status === 'Pass');
  return {
    totalCredits: round2(courses.reduce((s, c) => s + c.credits, 0)),
    earnedCredits: round2(passed.reduce((s, c) => s + c.credits, 0)),
    passCount: passed.length,
    failCount: courses.length - passed.length,
    sgpa: sgpa(courses),
  };
}

/** The roll-number box keeps only what comes before the first space ('22VC1A0501 (CSE)' → '22VC1A0501'). */
export function parseRollNumber(input: string): string {
  return input.trim().split(/\s+/)[0] ?? '';
}

/**
 * The roll number an input names, as results store it: its first word, in upper case. The one rule
 * for the public lookup, its per-roll-number limit, the grade sheet and the web's lookup box, so that
 * words after the roll number or another case never make a second roll number of the same one.
 */
export function normalizeRollNumber(input: string): string {
  return parseRollNumber(input).toUpperCase();
}
