import { sql, type SQL } from 'drizzle-orm';
import {
  collegeTimeZone,
  PLACEMENT_OFFER_MULTIPLE_DEFAULT,
  type ApplicationStatus,
  type CompanyInput,
  type DriveInput,
  type DriveMode,
  type PlacementRound,
} from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';

/** A drive as stored, with its company's name and its counts. */
export interface DriveRecord {
  id: number;
  companyId: number;
  company: string;
  jobTitle: string;
  ctcRupees: number;
  location: string;
  driveOn: string;
  mode: DriveMode;
  rounds: PlacementRound[];
  courseIds: number[];
  branchIds: number[];
  batchIds: number[];
  minCgpa: number | null;
  maxBacklogs: number | null;
  gender: 'FEMALE' | 'MALE' | null;
  applicants: number;
  offers: number;
}

/** A student as the college's records stand: their place, CGPA and active backlogs, opt-out and best offer. */
export interface StandingRecord {
  studentId: number;
  rollNumber: string;
  name: string;
  courseId: number;
  programme: string;
  branchId: number;
  branch: string;
  batchId: number;
  batch: string;
  passingYear: number;
  gender: string | null;
  status: string;
  cgpa: number | null;
  backlogs: number;
  optedOutOn: string | null;
  bestOfferRupees: number | null;
}

export interface ApplicationRecord {
  id: number;
  driveId: number;
  studentId: number;
  rollNumber: string;
  name: string;
  status: ApplicationStatus;
  round: number;
  appliedOn: string;
  resumeStored: string | null;
  resumeName: string | null;
  offerCtcRupees: number | null;
  offerId: number | null;
}

export interface OfferRecord {
  id: number;
  applicationId: number;
  driveId: number;
  studentId: number;
  company: string;
  jobTitle: string;
  rollNumber: string;
  ctcRupees: number;
  offeredOn: string;
  letterStored: string | null;
  letterName: string | null;
}

const DRIVE_COLUMNS = sql`d.id, d.company_id as "companyId", c.name as company, d.job_title as "jobTitle", d.ctc_rupees as "ctcRupees",
  d.location, d.drive_on::text as "driveOn", d.mode, d.rounds, d.course_ids as "courseIds", d.branch_ids as "branchIds",
  d.batch_ids as "batchIds", d.min_cgpa as "minCgpa", d.max_backlogs as "maxBacklogs", d.gender,
  (select count(*)::int from placement_applications a where a.drive_id = d.id) as applicants,
  (select count(*)::int from placement_offers o join placement_applications a on a.id = o.application_id where a.drive_id = d.id) as offers`;

const APPLICATION_COLUMNS = () => sql`a.id, a.drive_id as "driveId", a.student_id as "studentId", s.roll_number as "rollNumber",
  s.full_name as name, a.status, a.round, (a.applied_at at time zone ${collegeTimeZone()})::date::text as "appliedOn",
  a.resume_stored as "resumeStored", a.resume_name as "resumeName", o.ctc_rupees as "offerCtcRupees", o.id as "offerId"`;
const APPLICATION_FROM = sql`placement_applications a join students s on s.id = a.student_id
  left join placement_offers o on o.application_id = a.id`;

const OFFER_COLUMNS = sql`o.id, o.application_id as "applicationId", a.drive_id as "driveId", o.student_id as "studentId",
  c.name as company, d.job_title as "jobTitle", s.roll_number as "rollNumber", o.ctc_rupees as "ctcRupees",
  o.offered_on::text as "offeredOn", o.letter_stored as "letterStored", o.letter_name as "letterName"`;
const OFFER_FROM = sql`placement_offers o join placement_applications a on a.id = o.application_id
  join placement_drives d on d.id = a.drive_id join placement_companies c on c.id = d.company_id join students s on s.id = o.student_id`;

const intArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::integer[]`;

/**
 * Each student's standing from the published results (ADR 0142): for each course its latest attempt
 * (by the title's publication), the CGPA weighted by credits over those attempts, a failed latest
 * attempt an active backlog. `where` picks the students (`s`).
 */
const standingsOf = (where: SQL) => sql`with cand as (
    select s.id, s.roll_number, s.full_name, s.course_id, s.branch_id, s.batch_id, s.gender, s.status from students s where ${where}
  ), latest as (
    select distinct on (c.id, cr.course_code) c.id as sid, cr.credits, cr.grade_points, cr.status
    from cand c
    join student_results sr on upper(sr.roll_no) = upper(c.roll_number)
    join exam_titles t on t.id = sr.exam_title_id and t.status = 'published' and not t.staging
    join course_results cr on cr.student_result_id = sr.id
    order by c.id, cr.course_code, t.published_at desc nulls last, t.id desc
  ), rec as (
    select sid, round((sum(credits * grade_points) / nullif(sum(credits), 0))::numeric, 2)::float8 as cgpa,
      count(*) filter (where status = 'Fail')::int as backlogs
    from latest group by sid
  )
  select c.id as "studentId", c.roll_number as "rollNumber", c.full_name as name, c.course_id as "courseId", co.code as programme,
    c.branch_id as "branchId", br.code as branch, c.batch_id as "batchId", b.name as batch,
    (b.start_year + co.duration_years)::int as "passingYear", c.gender, c.status,
    rec.cgpa, coalesce(rec.backlogs, 0)::int as backlogs, oo.opted_out_on::text as "optedOutOn",
    (select max(po.ctc_rupees)::int from placement_offers po where po.student_id = c.id) as "bestOfferRupees"
  from cand c join courses co on co.id = c.course_id join branches br on br.id = c.branch_id join batches b on b.id = c.batch_id
  left join rec on rec.sid = c.id left join placement_opt_outs oo on oo.student_id = c.id
  order by c.roll_number`;

/** The placement office's records: companies, drives, applications, offers, opt-outs and the setting (ADR 0142). */
export function createPlacementsRepository(db: DbOrTx) {
  const companies = async () =>
    rowsOf<{
      id: number;
      name: string;
      sector: string;
      website: string | null;
      contacts: { name: string; email: string; phone: string }[];
      drives: number;
      hires: number;
    }>(
      await db.execute(sql`select c.id, c.name, c.sector, c.website, c.contacts,
        (select count(*)::int from placement_drives d where d.company_id = c.id) as drives,
        (select count(*)::int from placement_offers o join placement_applications a on a.id = o.application_id
          join placement_drives d on d.id = a.drive_id where d.company_id = c.id) as hires
        from placement_companies c order by lower(c.name)`),
    );

  async function addCompany(input: CompanyInput): Promise<number> {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into placement_companies (name, sector, website, contacts)
        values (${input.name}, ${input.sector}, ${input.website ?? null}, ${JSON.stringify(input.contacts)}::jsonb) returning id`),
    );
    return row!.id;
  }

  /** Changes a company's record; answers whether there was one. */
  async function changeCompany(id: number, input: CompanyInput): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`update placement_companies set name = ${input.name}, sector = ${input.sector}, website = ${input.website ?? null},
        contacts = ${JSON.stringify(input.contacts)}::jsonb where id = ${id} returning id`),
    );
    return rows.length > 0;
  }

  async function company(id: number) {
    return rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from placement_companies where id = ${id}`))[0];
  }

  const drives = async (where: SQL = sql`true`) =>
    rowsOf<DriveRecord>(
      await db.execute(sql`select ${DRIVE_COLUMNS} from placement_drives d join placement_companies c on c.id = d.company_id
        where ${where} order by d.drive_on desc, d.id desc`),
    );

  const drive = async (id: number, lock = false) =>
    rowsOf<DriveRecord>(
      await db.execute(sql`select ${DRIVE_COLUMNS} from placement_drives d join placement_companies c on c.id = d.company_id
        where d.id = ${id} ${lock ? sql`for update of d` : sql``}`),
    )[0];

  async function addDrive(input: DriveInput): Promise<number> {
    const e = input.eligibility;
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into placement_drives (company_id, job_title, ctc_rupees, location, drive_on, mode, rounds,
          course_ids, branch_ids, batch_ids, min_cgpa, max_backlogs, gender)
        values (${input.companyId}, ${input.jobTitle}, ${input.ctcRupees}, ${input.location}, ${input.driveOn}, ${input.mode},
          ${JSON.stringify(input.rounds)}::jsonb, ${intArray(e.courseIds)}, ${intArray(e.branchIds)}, ${intArray(e.batchIds)},
          ${e.minCgpa}, ${e.maxBacklogs}, ${e.gender})
        returning id`),
    );
    return row!.id;
  }

  /** A drive's fields replaced by the office's correction. */
  async function changeDrive(id: number, input: DriveInput): Promise<void> {
    const e = input.eligibility;
    await db.execute(sql`update placement_drives set company_id = ${input.companyId}, job_title = ${input.jobTitle},
        ctc_rupees = ${input.ctcRupees}, location = ${input.location}, drive_on = ${input.driveOn}, mode = ${input.mode},
        rounds = ${JSON.stringify(input.rounds)}::jsonb, course_ids = ${intArray(e.courseIds)}, branch_ids = ${intArray(e.branchIds)},
        batch_ids = ${intArray(e.batchIds)}, min_cgpa = ${e.minCgpa}, max_backlogs = ${e.maxBacklogs}, gender = ${e.gender}
      where id = ${id}`);
  }

  /** How many have applied to a drive, and how many of them have been moved on or out of its rounds. */
  async function progressOf(driveId: number): Promise<{ applied: number; moved: number }> {
    const [row] = rowsOf<{ applied: number; moved: number }>(
      await db.execute(sql`select count(*)::int as applied,
          (count(*) filter (where round > 0 or status <> 'inRunning'))::int as moved
        from placement_applications where drive_id = ${driveId}`),
    );
    return row!;
  }

  /** The programmes, branches and batches a drive names, to check them and to say them in a reason. */
  async function places() {
    const courses = await db.execute(sql`select id, code from courses`);
    const branches = await db.execute(sql`select id, course_id as "courseId", code from branches`);
    const batches = await db.execute(sql`select id, course_id as "courseId", name from batches`);
    return {
      courses: rowsOf<{ id: number; code: string }>(courses),
      branches: rowsOf<{ id: number; courseId: number; code: string }>(branches),
      batches: rowsOf<{ id: number; courseId: number; name: string }>(batches),
    };
  }

  /** Every student of the drive's programmes and passing-out batches, with their standing. */
  const standingsForDrive = async (d: Pick<DriveRecord, 'courseIds' | 'batchIds'>) =>
    rowsOf<StandingRecord>(
      await db.execute(standingsOf(sql`s.course_id = any(${intArray(d.courseIds)}) and s.batch_id = any(${intArray(d.batchIds)})`)),
    );

  const standingOf = async (studentId: number) => rowsOf<StandingRecord>(await db.execute(standingsOf(sql`s.id = ${studentId}`)))[0];

  /** The students of the given batches (the figures' groups), with their standing. */
  const standingsOfBatches = async (batchIds: readonly number[]) =>
    rowsOf<StandingRecord>(await db.execute(standingsOf(sql`s.batch_id = any(${intArray(batchIds)})`)));

  /** Applications of a drive, of a student, or of both. */
  const applications = async (of: { driveId?: number; studentId?: number }) => {
    const where = sql.join(
      [
        sql`true`,
        ...(of.driveId !== undefined ? [sql`a.drive_id = ${of.driveId}`] : []),
        ...(of.studentId !== undefined ? [sql`a.student_id = ${of.studentId}`] : []),
      ],
      sql` and `,
    );
    return rowsOf<ApplicationRecord>(
      await db.execute(sql`select ${APPLICATION_COLUMNS()} from ${APPLICATION_FROM} where ${where} order by s.roll_number, a.id`),
    );
  };

  const application = async (id: number, lock = false) =>
    rowsOf<ApplicationRecord>(
      await db.execute(
        sql`select ${APPLICATION_COLUMNS()} from ${APPLICATION_FROM} where a.id = ${id} ${lock ? sql`for update of a` : sql``}`,
      ),
    )[0];

  async function addApplication(row: { driveId: number; studentId: number; resumeStored: string; resumeName: string }) {
    const [r] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into placement_applications (drive_id, student_id, resume_stored, resume_name)
        values (${row.driveId}, ${row.studentId}, ${row.resumeStored}, ${row.resumeName}) returning id`),
    );
    return r!.id;
  }

  /** Moves applications on: to the next round (selected past the last) or rejected. */
  async function advance(ids: readonly number[], to: 'next' | 'rejected', roundsOfDrive: number) {
    if (ids.length === 0) return;
    const list = intArray(ids);
    if (to === 'rejected') {
      await db.execute(sql`update placement_applications set status = 'rejected', updated_at = now() where id = any(${list})`);
      return;
    }
    await db.execute(sql`update placement_applications
      set round = round + 1, status = case when round + 1 >= ${roundsOfDrive} then 'selected' else 'inRunning' end, updated_at = now()
      where id = any(${list})`);
  }

  /** The given applications, locked: their drive and status. */
  const lockApplications = async (ids: readonly number[]) =>
    rowsOf<{ id: number; driveId: number; status: ApplicationStatus }>(
      await db.execute(
        sql`select id, drive_id as "driveId", status from placement_applications where id = any(${intArray(ids)}) for update`,
      ),
    );

  /** The drive's applicants in the running, by roll number in capitals. */
  const inRunning = async (driveId: number) =>
    rowsOf<{ id: number; roll: string; round: number }>(
      await db.execute(sql`select a.id, upper(s.roll_number) as roll, a.round from placement_applications a join students s on s.id = a.student_id
        where a.drive_id = ${driveId} and a.status = 'inRunning' for update of a`),
    );

  async function addOffer(row: {
    applicationId: number;
    studentId: number;
    ctcRupees: number;
    offeredOn: string;
    /** Null for the demo's offers, recorded without a letter. */
    letterStored: string | null;
    letterName: string | null;
  }) {
    const [r] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into placement_offers (application_id, student_id, ctc_rupees, offered_on, letter_stored, letter_name)
        values (${row.applicationId}, ${row.studentId}, ${row.ctcRupees}, ${row.offeredOn}, ${row.letterStored}, ${row.letterName}) returning id`),
    );
    await db.execute(sql`update placement_applications set status = 'offered', updated_at = now() where id = ${row.applicationId}`);
    return r!.id;
  }

  /** One offer, or a student's. */
  const offers = async (of: { id: number } | { studentId: number }) =>
    rowsOf<OfferRecord>(
      await db.execute(sql`select ${OFFER_COLUMNS} from ${OFFER_FROM}
        where ${'id' in of ? sql`o.id = ${of.id}` : sql`o.student_id = ${of.studentId}`} order by o.offered_on desc, o.id desc`),
    );

  async function optOut(studentId: number, reason: string, day: string) {
    await db.execute(sql`insert into placement_opt_outs (student_id, reason, opted_out_on) values (${studentId}, ${reason}, ${day})`);
  }

  /** The setting's row is written at the first save (a backup restores it as it was): until then the default. */
  async function offerMultiple(): Promise<number> {
    const [row] = rowsOf<{ m: number }>(await db.execute(sql`select offer_multiple as m from placement_settings where id = 1`));
    return row?.m ?? PLACEMENT_OFFER_MULTIPLE_DEFAULT;
  }

  async function setOfferMultiple(m: number) {
    await db.execute(sql`insert into placement_settings (id, offer_multiple) values (1, ${m})
      on conflict (id) do update set offer_multiple = excluded.offer_multiple, updated_at = now()`);
  }

  /** Every offer with its student's group, for the figures. */
  const offersOfBatches = async (batchIds: readonly number[]) =>
    rowsOf<{ studentId: number; company: string; sector: string; ctcRupees: number; driveId: number }>(
      await db.execute(sql`select o.student_id as "studentId", c.name as company, c.sector, o.ctc_rupees as "ctcRupees", d.id as "driveId"
        from placement_offers o join placement_applications a on a.id = o.application_id join placement_drives d on d.id = a.drive_id
        join placement_companies c on c.id = d.company_id join students s on s.id = o.student_id
        where s.batch_id = any(${intArray(batchIds)})`),
    );

  /** Roll numbers (in capitals) the alumni history records as gone on to study. */
  const studying = async () =>
    new Set(
      rowsOf<{ roll: string }>(await db.execute(sql`select upper(roll_number) as roll from alumni_history where status = 'studying'`)).map(
        (r) => r.roll,
      ),
    );

  /** The passing-out batches the drives name. */
  const driveBatches = async () =>
    rowsOf<{ id: number }>(await db.execute(sql`select distinct unnest(batch_ids) as id from placement_drives order by 1`)).map(
      (r) => r.id,
    );

  return {
    companies,
    addCompany,
    changeCompany,
    changeDrive,
    progressOf,
    company,
    drives,
    drive,
    addDrive,
    places,
    standingsForDrive,
    standingOf,
    standingsOfBatches,
    applications,
    application,
    addApplication,
    advance,
    lockApplications,
    inRunning,
    addOffer,
    offers,
    optOut,
    offerMultiple,
    setOfferMultiple,
    offersOfBatches,
    studying,
    driveBatches,
  };
}

export type PlacementsRepository = ReturnType<typeof createPlacementsRepository>;
