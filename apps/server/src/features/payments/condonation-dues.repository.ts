import { sql } from 'drizzle-orm';
import { CONDONATION_FEE_CODE } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { createLaidDuesRepository } from './laid-dues.repository.js';

/** Attendance condonations' fees as students' dues, under the fee type `CONDONATION_FEE`. Inside a transaction, build it on the transaction. */
export function createCondonationDuesRepository(db: DbOrTx) {
  const laid = createLaidDuesRepository(db);

  /** A condonation's fee laid on the student, once: its unique index refuses a second due for one condonation. */
  async function insert(v: { studentId: number; condonationId: number; amountPaise: number; reason: string; createdBy: number }) {
    const feeTypeId = await laid.feeTypeId(CONDONATION_FEE_CODE, 'Attendance Condonation Fee');
    await db.execute(sql`insert into student_charges (student_id, fee_type_id, amount_paise, reason, condonation_id, created_by)
      values (${v.studentId}, ${feeTypeId}, ${v.amountPaise}, ${v.reason}, ${v.condonationId}, ${v.createdBy})
      on conflict (condonation_id) do nothing`);
  }

  /** The students' condonation fees, each student's oldest first. */
  const charges = (studentIds: number[]) =>
    db
      .execute(
        sql`select student_id as "studentId", condonation_id as "condonationId", amount_paise - waived_paise as "duePaise"
          from student_charges where student_id = any(${`{${studentIds.join(',')}}`}::integer[]) and condonation_id is not null order by id`,
      )
      .then((r) => rowsOf<{ studentId: number; condonationId: number; duePaise: number }>(r));

  /** What the students' PAID orders settled of the condonation fee type, by student. */
  const paid = (studentIds: number[]) => laid.paidByStudent(studentIds, CONDONATION_FEE_CODE);

  return { insert, charges, paid };
}
