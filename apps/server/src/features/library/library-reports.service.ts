import {
  MOST_BORROWED_MAX,
  type CatalogueQuery,
  type CirculationByDay,
  type CirculationByProgramme,
  type LibraryReportRange,
  type MostBorrowed,
  type NaacFigures,
  type OverdueLoan,
  type OverduePage,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import type { HolidayDirectory } from '../college-calendar/holiday-directory.js';
import type { CollegeService } from '../public/college.service.js';
import { closedOn } from '../college-calendar/college-days.js';
import { averageDailyUsers, fineSoFar, openDaysOf, ratioOf } from './library-report-arithmetic.js';
import * as workbooks from './library-report-workbooks.js';
import { createLibraryReportFigures, type OverdueRecord } from './library-report-figures.js';

export interface LibraryReportsServiceDeps {
  db: Db;
  college: Pick<CollegeService, 'today' | 'timeZone' | 'settings'>;
  holidays: (db: DbOrTx) => HolidayDirectory;
}

/** The library's reports: circulation by day and by programme, overdue loans, the most borrowed titles and NAAC's figures. */
export function createLibraryReportsService({ db, college, holidays }: LibraryReportsServiceDeps) {
  const reports = createLibraryReportFigures(db);
  const calendar = holidays(db);
  const closedBetween = async (from: string, to: string) => closedOn(await calendar.between(from, to));
  const collegeName = async () => (await college.settings()).name;

  async function circulation({ from, to }: LibraryReportRange): Promise<CirculationByDay> {
    const [{ days, members }, closed] = await Promise.all([reports.byDay(from, to), closedBetween(from, to)]);
    const totals = { issues: 0, returns: 0, members };
    for (const d of days) {
      totals.issues += d.issues;
      totals.returns += d.returns;
    }
    return { from, to, days: days.map((d) => ({ ...d, closed: closed(d.day) })), totals };
  }

  async function programmes({ from, to }: LibraryReportRange): Promise<CirculationByProgramme> {
    const counts = await reports.byProgramme(from, to);
    const rows = counts.map((r) => ({ ...r, issuesPerMember: ratioOf(r.issues, r.members) }));
    const issues = counts.reduce((sum, r) => sum + r.issues, 0);
    const members = counts.reduce((sum, r) => sum + r.members, 0);
    return { from, to, rows, total: { issues, members, issuesPerMember: ratioOf(issues, members) } };
  }

  /** Overdue records with the fine each has run up today, by the desk's calendar. */
  async function withFines(records: OverdueRecord[], today: string): Promise<OverdueLoan[]> {
    if (records.length === 0) return [];
    const earliest = records.reduce((min, r) => (r.dueOn < min ? r.dueOn : min), today);
    const closed = await closedBetween(earliest, today);
    return records.map(({ finePerDayPaise, graceDays, maxFinePaise, ...loan }) => ({
      ...loan,
      finePaise: fineSoFar({ dueOn: loan.dueOn, finePerDayPaise, graceDays, maxFinePaise }, today, closed),
    }));
  }

  async function overdue({ q, page, size }: CatalogueQuery): Promise<OverduePage> {
    const today = await college.today();
    const [shown, total] = await Promise.all([
      reports.overdue({ today, q, page: { size, offset: (page - 1) * size } }),
      reports.overdueCount(today, q),
    ]);
    return { today, total, page, size, rows: await withFines(shown, today) };
  }

  async function overdueInFull(q?: string) {
    const today = await college.today();
    return { today, loans: await withFines(await reports.overdue({ today, q }), today) };
  }

  async function mostBorrowed({ from, to }: LibraryReportRange): Promise<MostBorrowed> {
    const rows = await reports.mostBorrowed(from, to, MOST_BORROWED_MAX);
    return { from, to, rows: rows.map((r, i) => ({ rank: i + 1, ...r })) };
  }

  async function naac({ from, to }: LibraryReportRange): Promise<NaacFigures> {
    const today = await college.today();
    const [closed, membersByDay, students, held] = await Promise.all([
      closedBetween(from, to),
      reports.membersByDay(from, to),
      reports.studentIssues(from, to),
      reports.holdings(from, to, await college.timeZone()),
    ]);
    const users = averageDailyUsers(openDaysOf(from, to, today, closed), membersByDay);
    return {
      from,
      to,
      ...users,
      ...students,
      booksPerStudent: ratioOf(students.issuesToStudents, students.activeStudents),
      ...held,
    };
  }

  const range = ({ from, to }: LibraryReportRange) => `${from}-to-${to}`;

  return {
    circulation,
    programmes,
    overdue,
    mostBorrowed,
    naac,
    /** Each report as a workbook, with the name it is saved under. */
    workbooks: {
      circulation: async (r: LibraryReportRange) => ({
        file: `library-circulation-${range(r)}.xlsx`,
        buffer: await workbooks.circulationByDayWorkbook(await collegeName(), await circulation(r)),
      }),
      programmes: async (r: LibraryReportRange) => ({
        file: `library-circulation-by-programme-${range(r)}.xlsx`,
        buffer: await workbooks.circulationByProgrammeWorkbook(await collegeName(), await programmes(r)),
      }),
      overdue: async (q?: string) => {
        const { today, loans } = await overdueInFull(q);
        return { file: `library-overdue-${today}.xlsx`, buffer: await workbooks.overdueWorkbook(await collegeName(), loans) };
      },
      mostBorrowed: async (r: LibraryReportRange) => ({
        file: `library-most-borrowed-${range(r)}.xlsx`,
        buffer: await workbooks.mostBorrowedWorkbook(await collegeName(), await mostBorrowed(r)),
      }),
      naac: async (r: LibraryReportRange) => ({
        file: `library-naac-${range(r)}.xlsx`,
        buffer: await workbooks.naacWorkbook(await collegeName(), await naac(r)),
      }),
    },
  };
}

export type LibraryReportsService = ReturnType<typeof createLibraryReportsService>;
