import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applications } from './applications.table.js';
import { students } from './students.table.js';

/** A student as their library card names them: roll number, name, programme, whether still studying, photo. */
export interface StudentCard {
  id: number;
  rollNumber: string;
  fullName: string;
  /** The course and branch: `B.Tech, Computer Science and Engineering`. */
  programme: string;
  status: string;
  photo: { file: string; type: string } | null;
}

const columns = {
  id: students.id,
  rollNumber: students.rollNumber,
  fullName: students.fullName,
  programme: sql<string>`(select c.name from courses c where c.id = ${students.courseId}) || ', ' || (select b.name from branches b where b.id = ${students.branchId})`,
  status: students.status,
  photoFile: applications.photoFile,
  photoType: applications.photoType,
};

/** The student register as the library reads it: a student by the number on their card, or by id. */
export function createStudentDirectory(db: DbOrTx) {
  async function one(where: ReturnType<typeof or>): Promise<StudentCard | undefined> {
    const [row] = await db
      .select(columns)
      .from(students)
      .leftJoin(applications, eq(applications.studentId, students.id))
      .where(where)
      .limit(1);
    if (!row) return undefined;
    const { photoFile, photoType, ...card } = row;
    return { ...card, photo: photoFile && photoType ? { file: photoFile, type: photoType } : null };
  }

  /** A student by roll number or admission number, in any case (`code` in capitals). */
  const byCard = (code: string) => one(or(sql`upper(${students.rollNumber}) = ${code}`, sql`upper(${students.admissionNumber}) = ${code}`));

  const byId = (id: number) => one(eq(students.id, id));

  return { byCard, byId };
}

export type StudentDirectory = ReturnType<typeof createStudentDirectory>;
