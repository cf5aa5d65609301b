import { eq, sql } from 'drizzle-orm';
import { DEFAULT_HOSTEL_FEE_RULES, type CollegeTerm, type HostelFeeRules, type HostelSettlement } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { hostelFeeSettings, hostelSettlements } from './hostel.table.js';

/** A stay holding a bed: whose, since when, and the fees its room type charges. */
export interface StayRow {
  applicationId: number;
  studentId: number;
  rollNumber: string;
  fromDate: string;
  place: string;
  rentPaise: number;
  rentPeriod: 'semester' | 'year';
  messPaise: number;
  messPeriod: 'month' | 'semester';
  cautionPaise: number;
}

const staySelect = sql`select al.application_id as "applicationId", al.student_id as "studentId", s.roll_number as "rollNumber",
    (select min(f.from_date) from hostel_allotments f where f.application_id = al.application_id)::text as "fromDate",
    k.code || ' ' || r.number || '-' || b.label as place,
    t.rent_paise as "rentPaise", t.rent_period as "rentPeriod", t.mess_paise as "messPaise", t.mess_period as "messPeriod", t.caution_paise as "cautionPaise"
  from hostel_allotments al join students s on s.id = al.student_id join hostel_beds b on b.id = al.bed_id
  join hostel_rooms r on r.id = b.room_id join hostel_blocks k on k.id = r.block_id join hostel_room_types t on t.id = r.room_type_id`;

const numbers = (r: StayRow): StayRow => ({
  ...r,
  applicationId: Number(r.applicationId),
  studentId: Number(r.studentId),
  rentPaise: Number(r.rentPaise),
  messPaise: Number(r.messPaise),
  cautionPaise: Number(r.cautionPaise),
});

/** The hostel's fee rules, its stays as fees are laid on them, and the accounts of stays left. Inside a transaction, build it on the transaction. */
export function createHostelFeesRepository(db: DbOrTx) {
  async function rules(): Promise<HostelFeeRules> {
    const [row] = await db.select().from(hostelFeeSettings).where(eq(hostelFeeSettings.id, 1));
    return row
      ? { rentRefund: row.rentRefund, rentDeductionPercent: row.rentDeductionPercent, messRefund: row.messRefund }
      : DEFAULT_HOSTEL_FEE_RULES;
  }

  const saveRules = (input: HostelFeeRules) =>
    db
      .insert(hostelFeeSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: hostelFeeSettings.id, set: { ...input, updatedAt: sql`now()` } });

  /** The active stays of these applications (or all of them), each with its current bed's room type. */
  async function activeStays(applicationIds?: readonly number[]): Promise<StayRow[]> {
    if (applicationIds?.length === 0) return [];
    const only = applicationIds
      ? sql` and al.application_id in (${sql.join(
          applicationIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    return rowsOf<StayRow>(await db.execute(sql`${staySelect} where al.status = 'active'${only} order by al.application_id`)).map(numbers);
  }

  /** The student's latest stay (application) with a bed, active or left. */
  async function latestStayOf(studentId: number): Promise<number | undefined> {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`select application_id as id from hostel_allotments where student_id = ${studentId} order by id desc limit 1`),
    );
    return row ? Number(row.id) : undefined;
  }

  async function studentOfApplication(applicationId: number): Promise<number | undefined> {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`select student_id as id from hostel_applications where id = ${applicationId}`),
    );
    return row ? Number(row.id) : undefined;
  }

  /** The college's terms (read here so that a transaction reads them on its own connection). */
  const terms = async (): Promise<CollegeTerm[]> =>
    rowsOf<CollegeTerm>(
      await db.execute(sql`select id, name, starts_on::text as "startsOn", ends_on::text as "endsOn" from college_terms order by starts_on`),
    ).map((t) => ({ ...t, id: Number(t.id) }));

  const insertSettlement = (values: typeof hostelSettlements.$inferInsert) => db.insert(hostelSettlements).values(values);

  async function settlement(applicationId: number): Promise<HostelSettlement | null> {
    const [row] = await db.select().from(hostelSettlements).where(eq(hostelSettlements.applicationId, applicationId));
    if (!row) return null;
    return {
      vacatedOn: row.vacatedOn,
      lines: row.lines,
      cautionDeductionPaise: row.cautionDeductionPaise,
      deductionReason: row.deductionReason,
      adjustedPaise: row.adjustedPaise,
      refundPaise: row.refundPaise,
      waivedPaise: row.waivedPaise,
      owedPaise: row.owedPaise,
    };
  }

  return { rules, saveRules, terms, activeStays, latestStayOf, studentOfApplication, insertSettlement, settlement };
}
