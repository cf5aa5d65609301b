import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { faculty } from './faculty-members.table.js';

export interface FacultyMember {
  id: number;
  empCode: string;
  fullName: string;
  email: string | null;
  designation: string;
  departmentId: number | null;
  userId: number | null;
}

/** A faculty member as their library card names them. */
export interface FacultyCard {
  id: number;
  empCode: string;
  fullName: string;
  department: string | null;
  left: boolean;
}

const columns = {
  id: faculty.id,
  empCode: faculty.empCode,
  fullName: faculty.fullName,
  email: faculty.email,
  designation: faculty.designation,
  departmentId: faculty.departmentId,
  userId: faculty.userId,
};

/** The faculty list as other features read it: who teaches in a department, and the member a login belongs to. */
export function createFacultyDirectory(db: DbOrTx) {
  /** The members of a department, by name. */
  const inDepartment = (departmentId: number): Promise<FacultyMember[]> =>
    db.select(columns).from(faculty).where(eq(faculty.departmentId, departmentId)).orderBy(asc(faculty.fullName), asc(faculty.id));

  /** The members of a department with this name (names may repeat; any case). */
  const named = (departmentId: number, name: string): Promise<FacultyMember[]> =>
    db
      .select(columns)
      .from(faculty)
      .where(and(eq(faculty.departmentId, departmentId), sql`lower(${faculty.fullName}) = ${name.trim().toLowerCase()}`))
      .orderBy(asc(faculty.id));

  /** The member a login belongs to. */
  async function ofUser(userId: number): Promise<FacultyMember | undefined> {
    const [row] = await db.select(columns).from(faculty).where(eq(faculty.userId, userId)).limit(1);
    return row;
  }

  /** The member of a user name (their login) or employee code, in any case. */
  async function byUserNameOrEmpCode(name: string): Promise<(FacultyMember & { userName: string | null }) | undefined> {
    const wanted = name.trim().toLowerCase();
    const [row] = await db
      .select({ ...columns, userName: sql<string | null>`(select u.username from users u where u.id = ${faculty.userId})` })
      .from(faculty)
      .where(
        sql`lower(${faculty.empCode}) = ${wanted} or ${faculty.userId} = (select u.id from users u where lower(u.username) = ${wanted} limit 1)`,
      )
      .orderBy(asc(faculty.id))
      .limit(1);
    return row;
  }

  /** A member as their library card names them: department by name, and whether their login was disabled (they left). */
  const cardColumns = {
    id: faculty.id,
    empCode: faculty.empCode,
    fullName: faculty.fullName,
    department: sql<string | null>`(select d.name from departments d where d.id = ${faculty.departmentId})`,
    left: sql<boolean>`coalesce((select u.status = 'disabled' from users u where u.id = ${faculty.userId}), false)`,
  };

  /** A member by the employee ID on their library card, in any case (`code` in capitals). */
  async function cardOf(code: string): Promise<FacultyCard | undefined> {
    const [row] = await db
      .select(cardColumns)
      .from(faculty)
      .where(sql`upper(${faculty.empCode}) = ${code}`)
      .limit(1);
    return row;
  }

  async function cardById(id: number): Promise<FacultyCard | undefined> {
    const [row] = await db.select(cardColumns).from(faculty).where(eq(faculty.id, id));
    return row;
  }

  const byIds = (ids: number[]): Promise<FacultyMember[]> =>
    ids.length === 0 ? Promise.resolve([]) : db.select(columns).from(faculty).where(inArray(faculty.id, ids));

  async function countInDepartment(departmentId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(faculty).where(eq(faculty.departmentId, departmentId));
    return row.n;
  }

  async function total(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(faculty);
    return row.n;
  }

  return { inDepartment, named, ofUser, byUserNameOrEmpCode, byIds, countInDepartment, total, cardOf, cardById };
}

export type FacultyDirectory = ReturnType<typeof createFacultyDirectory>;
