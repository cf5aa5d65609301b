import ExcelJS from 'exceljs';
import {
  serverText,
  type CreateLoginsResponse,
  type LoginsToCreate,
  type ServerText,
  type ServerTextKey,
  type StudentLoginsFilter,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { invalid } from '../../lib/app-error.js';
import { registerFilter } from '../admissions/admissions-register.js';
import type { AdmittedOf, StudentRegister } from '../admissions/student-register.service.js';
import type { AccountsService, NewAccount } from '../auth/accounts.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { MasterDataService } from '../masterdata/masterdata.service.js';
import { createLoginsRepository } from './logins.repository.js';
import { workbookBuffer } from '../../lib/workbook-export.js';

export interface LoginsServiceDeps {
  db: Db;
  accounts: AccountsService;
  register: Pick<StudentRegister, 'admitted'>;
  masterData: Pick<MasterDataService, 'catalog'>;
  clock?: Clock;
}

interface Created {
  username: string;
  fullName: string;
  email: string | null;
  password: string;
  reference: string;
}

/** The created accounts with their first passwords, as an .xlsx: the only place the passwords are ever shown. */
async function workbookOf(kind: 'Student' | 'Faculty', created: Created[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`${kind} logins`);
  sheet.columns = [
    { header: 'User Name', key: 'username', width: 24 },
    { header: 'Full Name', key: 'fullName', width: 32 },
    { header: 'Email', key: 'email', width: 32 },
    { header: kind === 'Student' ? 'Roll Number' : 'EmpCode', key: 'reference', width: 16 },
    { header: 'Initial Password', key: 'password', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const c of created) sheet.addRow({ ...c, email: c.email ?? '' });
  return (await workbookBuffer(workbook)).toString('base64');
}

/** `createStudentLogins` and `createFacultyLogins` (001 §7): logins for those without one, in one transaction. */
export function createLoginsService({ db, accounts, register, masterData, clock = systemClock }: LoginsServiceDeps) {
  const stamp = () => clock().toISOString().slice(0, 10);

  /** The answer with its message as `msg` (the spec's name) and the message's key and values. */
  const said = ({ message, ...keyed }: ServerText) => ({ msg: message, ...keyed });

  async function answer(
    kind: 'Student' | 'Faculty',
    created: Created[],
    done: ServerTextKey,
    none: ServerTextKey,
  ): Promise<CreateLoginsResponse> {
    if (created.length === 0) return { success: 'false', ...said(serverText(none)), count: 0 };
    return {
      success: 'true',
      ...said(serverText(done, { count: created.length })),
      count: created.length,
      file: await workbookOf(kind, created),
      fileName: `${kind}_Logins_${stamp()}.xlsx`,
    };
  }

  /** The chosen course, batch and branch as ids; one the master data does not know is a 400 naming its field. */
  async function chosen(filter: StudentLoginsFilter): Promise<AdmittedOf> {
    const of = registerFilter(filter, await masterData.catalog());
    if (of.courseIds?.length === 0) throw invalid(serverText('accounts.noSuchCourse', { course: filter.course! }), 'course');
    if (of.batchIds?.length === 0) throw invalid(serverText('accounts.noSuchBatch', { batch: filter.batch! }), 'batch');
    if (of.branchIds?.length === 0) throw invalid(serverText('accounts.noSuchBranch', { branch: filter.branch! }), 'branch');
    return { courseIds: of.courseIds, batchIds: of.batchIds, branchIds: of.branchIds };
  }

  /** Every admitted student of the chosen ones (all when none is chosen) without a login, as a login: the user name is the roll number. */
  async function studentsWanted(filter: StudentLoginsFilter): Promise<(NewAccount & { reference: string })[]> {
    const of = await chosen(filter);
    const have = await accounts.studentIdsWithLogin();
    return (await register.admitted(of))
      .filter((s) => !have.has(s.id))
      .map((s) => ({
        username: s.rollNumber.toLowerCase(),
        fullName: s.fullName,
        email: s.email,
        roles: ['ROLE_STUDENT'],
        studentId: s.id,
        reference: s.rollNumber,
      }));
  }

  /** Every faculty member without a login, as a login: the user name is the e-mail (those without one are left out) or the EmpCode. */
  async function facultyWanted(tx: DbOrTx, consider: 'email' | 'empcode') {
    const rows = (await createLoginsRepository(tx).facultyWithoutLogin()).filter((f) => consider === 'empcode' || f.email);
    return rows.map((f) => ({
      username: (consider === 'email' ? f.email! : f.empCode).toLowerCase(),
      fullName: f.fullName,
      email: f.email,
      roles: ['ROLE_FACULTY'],
      departmentId: f.departmentId,
      facultyId: f.id,
      reference: f.empCode,
    }));
  }

  /** How many logins a run would make now: the number Create Logins asks the administrator to confirm. */
  async function loginsToCreate(
    kind: 'student' | 'faculty',
    consider: 'email' | 'empcode' = 'email',
    filter: StudentLoginsFilter = {},
  ): Promise<LoginsToCreate> {
    const wanted = kind === 'student' ? await studentsWanted(filter) : await facultyWanted(db, consider);
    return { count: (await accounts.freshLogins(db, wanted)).fresh.length };
  }

  /** A login for every admitted student of the chosen ones (all when none is chosen) without one. */
  async function createStudentLogins(by: AuthUser, filter: StudentLoginsFilter = {}): Promise<CreateLoginsResponse> {
    const wanted = await studentsWanted(filter);
    const created = await db.transaction((tx) => accounts.createLogins(tx, wanted, by));
    const byName = new Map(wanted.map((w) => [w.username, w.reference]));
    return answer(
      'Student',
      created.map((c) => ({ ...c, reference: byName.get(c.username)! })),
      'accounts.studentLoginsCreated',
      filter.course || filter.batch || filter.branch ? 'accounts.noStudentsChosenWithoutLogin' : 'accounts.noStudentsWithoutLogin',
    );
  }

  /** A login for every faculty member without one. */
  async function createFacultyLogins(consider: 'email' | 'empcode', by: AuthUser): Promise<CreateLoginsResponse> {
    const created = await db.transaction(async (tx) => {
      const wanted = await facultyWanted(tx, consider);
      const made = await accounts.createLogins(tx, wanted, by);
      const byName = new Map(wanted.map((w) => [w.username, w]));
      await createLoginsRepository(tx).linkFaculty(made.map((m) => ({ facultyId: byName.get(m.username)!.facultyId, userId: m.id })));
      return made.map((m) => ({ ...m, reference: byName.get(m.username)!.reference }));
    });
    return answer('Faculty', created, 'accounts.facultyLoginsCreated', 'accounts.noFacultyWithoutLogin');
  }

  return { loginsToCreate, createStudentLogins, createFacultyLogins };
}

export type LoginsService = ReturnType<typeof createLoginsService>;
