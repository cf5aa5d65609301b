import { and, asc, eq, sql } from 'drizzle-orm';
import { serverText } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import { branches, courses, departments } from './masterdata.table.js';

export interface DepartmentEntry {
  id: number;
  code: string;
  name: string;
}

const columns = { id: departments.id, code: departments.code, name: departments.name };

/**
 * Departments and the branches they teach, as other features read them (001 §7: `getProgram`,
 * `getAllDepartmentDetails`, `getdistinctbranchname/BranchesMaintenance`, and the HOD's scope).
 */
export function createDepartmentDirectory(db: DbOrTx) {
  /** The active departments, by code. */
  const active = (): Promise<DepartmentEntry[]> =>
    db.select(columns).from(departments).where(eq(departments.active, true)).orderBy(asc(departments.code));

  /** A department by its code or its name, in any case (the HOD's program is its code). */
  async function find(codeOrName: string): Promise<DepartmentEntry | undefined> {
    const wanted = codeOrName.trim().toLowerCase();
    const [row] = await db
      .select(columns)
      .from(departments)
      .where(sql`lower(${departments.code}) = ${wanted} or lower(${departments.name}) = ${wanted}`)
      .orderBy(sql`lower(${departments.code}) = ${wanted} desc`, asc(departments.id))
      .limit(1);
    return row;
  }

  /** The active department of this code or name (any case), or a 400 naming the field: a typo never becomes a scope. */
  async function activeNamed(codeOrName: string, field: string): Promise<DepartmentEntry> {
    const found = await find(codeOrName);
    const inUse = found && (await active()).some((d) => d.id === found.id);
    if (!found || !inUse) throw invalid(serverText('faculty.unknownDepartment', { department: codeOrName.trim() }), field);
    return found;
  }

  async function byId(id: number): Promise<DepartmentEntry | undefined> {
    const [row] = await db.select(columns).from(departments).where(eq(departments.id, id));
    return row;
  }

  /** The active branch codes of a course (any case), only those of one department when it is given. */
  async function branchNames(courseCode: string, departmentId?: number): Promise<string[]> {
    const rows = await db
      .select({ code: branches.code })
      .from(branches)
      .innerJoin(courses, eq(courses.id, branches.courseId))
      .where(
        and(
          sql`lower(${courses.code}) = ${courseCode.trim().toLowerCase()}`,
          eq(branches.active, true),
          departmentId === undefined ? undefined : eq(branches.departmentId, departmentId),
        ),
      )
      .orderBy(asc(branches.code));
    return rows.map((r) => r.code);
  }

  /** The branches a department teaches, with their course. */
  const branchesOf = (departmentId: number) =>
    db
      .select({ id: branches.id, branch: branches.code, course: courses.code })
      .from(branches)
      .innerJoin(courses, eq(courses.id, branches.courseId))
      .where(eq(branches.departmentId, departmentId))
      .orderBy(asc(courses.id), asc(branches.code));

  return { active, find, activeNamed, byId, branchNames, branchesOf };
}

export type DepartmentDirectory = ReturnType<typeof createDepartmentDirectory>;
