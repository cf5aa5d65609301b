import {
  collegeToday,
  normalizeRole,
  type Achievement,
  type AchievementsQuery,
  type DepartmentDetails,
  type FacultyProfile,
  type HodDashboard,
  type SaveAchievementInput,
  serverText,
  type ServerText,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import { fromTables, type KeptFigures } from '../../lib/kept-answers.js';
import type { BranchStudents } from '../admissions/branch-students.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { DepartmentDirectory, DepartmentEntry } from '../masterdata/department-directory.js';
import type { PassRates } from '../results/pass-rate.js';
import type { FacultyDirectory, FacultyMember } from '../users/faculty-directory.js';
import { createFacultyRepository, type AchievementRow } from './faculty.repository.js';

/** Who sees what (DESIGN.md §4, 001 §6): Dean, Principal and Admin everything, a HOD their department, a faculty member themselves. */
type Scope = { kind: 'all' } | { kind: 'department'; departmentId: number | null } | { kind: 'own'; member: FacultyMember | undefined };

const COLLEGE_WIDE = new Set(['ROLE_ADMIN', 'ROLE_DEAN', 'ROLE_PRINCIPAL']);
const forbidden = (text: ServerText) => new AppError('FORBIDDEN', text);
const RECENT_ACHIEVEMENTS = 5;

export interface FacultyServiceDeps {
  db: Db;
  facultyDirectory: FacultyDirectory;
  departments: DepartmentDirectory;
  branchStudents: BranchStudents;
  passRates: PassRates;
  /** Landing-page figures kept in memory until what they were read from changes (ADR 0070). */
  kept?: KeptFigures;
}

/** The tables an HOD's figures are read from, besides the master data. */
const HOD_READS = fromTables(
  'departments',
  'students',
  'faculty',
  'faculty_achievements',
  'faculty_awards',
  'faculty_mous',
  'faculty_publications',
  'student_results',
  'users',
);

export function createFacultyService({ db, facultyDirectory, departments, branchStudents, passRates, kept }: FacultyServiceDeps) {
  const repo = createFacultyRepository(db);

  async function scopeOf(user: AuthUser): Promise<Scope> {
    const roles = user.roles.map((r) => normalizeRole(r) ?? r);
    if (roles.some((r) => COLLEGE_WIDE.has(r))) return { kind: 'all' };
    if (roles.includes('ROLE_HOD')) {
      const own = user.departmentId ?? (user.program ? (await departments.find(user.program))?.id : undefined);
      return { kind: 'department', departmentId: own ?? null };
    }
    return { kind: 'own', member: await facultyDirectory.ofUser(user.id) };
  }

  /** The department a request names, refused when it is unknown or outside the user's scope. */
  async function departmentFor(scope: Scope, name: string, field: string): Promise<DepartmentEntry> {
    const department = await departments.find(name);
    if (!department) throw invalid(serverText('faculty.unknownDepartment', { department: name }), field);
    if (scope.kind === 'department' && department.id !== scope.departmentId) throw forbidden(serverText('faculty.ownDepartment'));
    if (scope.kind === 'own' && department.id !== scope.member?.departmentId) throw forbidden(serverText('faculty.ownOnly'));
    return department;
  }

  /** The members of a department with this name that the user may see; none is a 400 naming the field. */
  async function membersFor(scope: Scope, department: DepartmentEntry, name: string): Promise<FacultyMember[]> {
    const members = await facultyDirectory.named(department.id, name);
    if (members.length === 0)
      throw invalid(serverText('faculty.unknownFaculty', { faculty: name, department: department.code }), 'facultyName');
    if (scope.kind !== 'own') return members;
    const own = members.filter((m) => m.id === scope.member?.id);
    if (own.length === 0) throw forbidden(serverText('faculty.ownOnly'));
    return own;
  }

  /** Answers rows of one department with the names of their department and faculty. */
  async function answer(rows: AchievementRow[]): Promise<Achievement[]> {
    const departmentIds = [...new Set(rows.map((r) => r.departmentId))];
    const named = new Map<number, { department: DepartmentEntry | undefined; members: Map<number, FacultyMember> }>();
    for (const id of departmentIds) {
      const members = await facultyDirectory.inDepartment(id);
      named.set(id, { department: await departments.byId(id), members: new Map(members.map((m) => [m.id, m])) });
    }
    // A member who moved department keeps the achievements made in the old one.
    const missing = rows.filter((r) => !named.get(r.departmentId)!.members.has(r.facultyId));
    const elsewhere = new Map<number, FacultyMember>();
    for (const row of missing) {
      const member = (await facultyDirectory.byIds([row.facultyId]))[0];
      if (member) elsewhere.set(member.id, member);
    }
    return rows.map((r) => {
      const { department, members } = named.get(r.departmentId)!;
      const member = members.get(r.facultyId) ?? elsewhere.get(r.facultyId);
      return {
        id: r.id,
        departmentName: department?.code ?? '',
        facultyName: member?.fullName ?? '',
        facultyEmail: member?.email ?? '',
        description: r.description,
        dates: r.achievedOn,
      };
    });
  }

  function checkDate(day: string) {
    if (day > collegeToday()) throw invalid(serverText('faculty.futureDate'), 'dates');
  }

  /** A saved achievement the user may change, or 404 (also for one outside their scope, which they cannot know of). */
  async function ownedAchievement(scope: Scope, id: number): Promise<AchievementRow> {
    const row = await repo.byId(id);
    const visible =
      row &&
      (scope.kind === 'all' ||
        (scope.kind === 'department' && row.departmentId === scope.departmentId) ||
        (scope.kind === 'own' && row.facultyId === scope.member?.id));
    if (!visible) throw notFound(serverText('faculty.notFound'));
    return row;
  }

  return {
    /** `getProgram`: the department codes the user may choose from; a HOD only their own (001 §6). */
    async programs(user: AuthUser): Promise<string[]> {
      const scope = await scopeOf(user);
      if (scope.kind === 'department') {
        const own = scope.departmentId === null ? undefined : await departments.byId(scope.departmentId);
        return own ? [own.code] : user.program ? [user.program] : [];
      }
      return (await departments.active()).map((d) => d.code);
    },

    /** `getAllDepartmentDetails`: every active department; a HOD (who the web never asks) gets their own only. */
    async departmentDetails(user: AuthUser): Promise<DepartmentDetails[]> {
      const scope = await scopeOf(user);
      const all = await departments.active();
      const shown = scope.kind === 'department' ? all.filter((d) => d.id === scope.departmentId) : all;
      return shown.map((d) => ({ departmentCreationPrimaryKey: { departmentName: d.code }, departmentFullName: d.name }));
    },

    /** `getdistinctbranchname/BranchesMaintenance?course`: the course's branches; a HOD's only those of their department. */
    async branchNames(user: AuthUser, course: string): Promise<string[]> {
      const scope = await scopeOf(user);
      if (scope.kind === 'department') return scope.departmentId === null ? [] : departments.branchNames(course, scope.departmentId);
      return departments.branchNames(course);
    },

    /** `getFacultyNamesBasedOnDepartment`: a faculty member sees only their own name. */
    async facultyNames(user: AuthUser, departmentName: string): Promise<string[]> {
      const scope = await scopeOf(user);
      const department = await departmentFor(scope, departmentName, 'department');
      if (scope.kind === 'own') return scope.member ? [scope.member.fullName] : [];
      return [...new Set((await facultyDirectory.inDepartment(department.id)).map((m) => m.fullName))];
    },

    /** `getfacultyAchievements`: newest first. */
    async achievements(user: AuthUser, query: AchievementsQuery): Promise<Achievement[]> {
      const scope = await scopeOf(user);
      const department = await departmentFor(scope, query.facultyDept, 'facultyDept');
      const members = await membersFor(scope, department, query.facultyName);
      return answer(
        await repo.ofFaculty(
          department.id,
          members.map((m) => m.id),
        ),
      );
    },

    /** `savefacultyAchievements`: a new achievement, or with `id` a new date and description for a saved one. */
    async save(user: AuthUser, input: SaveAchievementInput): Promise<ServerText & { achievement: Achievement; created: boolean }> {
      const scope = await scopeOf(user);
      checkDate(input.dates);
      if (input.id !== undefined) {
        await ownedAchievement(scope, input.id);
        const row = await repo.update(input.id, { achievedOn: input.dates, description: input.description });
        if (!row) throw notFound(serverText('faculty.notFound'));
        return { ...serverText('faculty.edited'), achievement: (await answer([row]))[0], created: false };
      }
      const department = await departmentFor(scope, input.departmentName, 'departmentName');
      const members = await membersFor(scope, department, input.facultyName);
      const email = input.facultyEmail?.toLowerCase();
      const member = members.find((m) => email && m.email?.toLowerCase() === email) ?? members[0];
      const row = await repo.insert({
        facultyId: member.id,
        departmentId: department.id,
        achievedOn: input.dates,
        description: input.description,
        createdBy: user.id,
      });
      return { ...serverText('faculty.saved'), achievement: (await answer([row]))[0], created: true };
    },

    /** `deletefacultyAchiveMent`: the achievement named by its id. */
    async remove(user: AuthUser, id: number): Promise<ServerText> {
      const scope = await scopeOf(user);
      await ownedAchievement(scope, id);
      if (!(await repo.remove(id))) throw notFound(serverText('faculty.notFound'));
      return serverText('faculty.deleted');
    },

    /**
     * The member a profile or count call is about: a faculty member only themselves; a HOD a member
     * of their department; Dean, Principal and Admin anyone. Without a name, the user's own profile.
     */
    async memberFor(user: AuthUser, name: string | undefined, field: string): Promise<FacultyMember & { userName: string }> {
      const scope = await scopeOf(user);
      if (!name) {
        const own = scope.kind === 'own' ? scope.member : await facultyDirectory.ofUser(user.id);
        if (!own) throw notFound(serverText('faculty.noProfile'));
        return { ...own, userName: user.username };
      }
      const found = await facultyDirectory.byUserNameOrEmpCode(name);
      if (scope.kind === 'own') {
        if (!found || found.id !== scope.member?.id) throw forbidden(serverText('faculty.ownOnly'));
      } else if (!found) {
        throw new AppError('NOT_FOUND', serverText('faculty.noProfile'), { field });
      } else if (scope.kind === 'department' && found.departmentId !== scope.departmentId) {
        throw forbidden(serverText('faculty.ownDepartment'));
      }
      return { ...found!, userName: found!.userName ?? found!.empCode };
    },

    /** `facultydb/getallprofiledata`: the profile card. */
    async profile(member: FacultyMember & { userName: string }): Promise<FacultyProfile> {
      const department = member.departmentId === null ? undefined : await departments.byId(member.departmentId);
      return {
        userName: member.userName,
        fullName: member.fullName,
        email: member.email ?? '',
        empCode: member.empCode,
        designation: member.designation,
        department: department?.code ?? '',
        departmentName: department?.name ?? '',
        ...(await repo.counts(member.id)),
      };
    },

    counts: (member: FacultyMember) => repo.counts(member.id),

    /** The HOD's landing page: their department's figures, nothing of any other. */
    async hodDashboard(user: AuthUser): Promise<HodDashboard> {
      const scope = await scopeOf(user);
      const departmentId = scope.kind === 'department' ? scope.departmentId : user.departmentId;
      if (!kept || departmentId === null) return departmentFigures(departmentId);
      return kept(`hod:${departmentId}`, HOD_READS, () => departmentFigures(departmentId));
    },
  };

  async function departmentFigures(departmentId: number | null): Promise<HodDashboard> {
    const department = departmentId === null ? undefined : await departments.byId(departmentId);
    if (!department) throw notFound(serverText('faculty.ownDepartment'));
    const taught = await departments.branchesOf(department.id);
    const counts = await branchStudents.countsByBranch(taught.map((b) => b.id));
    const studentsByBranch = taught.map((b) => ({ course: b.course, branch: b.branch, count: counts.get(b.id) ?? 0 }));
    const rolls = await branchStudents.rollNumbersOf(taught.map((b) => b.id));
    return {
      department: { code: department.code, name: department.name },
      students: studentsByBranch.reduce((sum, b) => sum + b.count, 0),
      faculty: await facultyDirectory.countInDepartment(department.id),
      achievements: await repo.countOfDepartment(department.id),
      studentsByBranch: studentsByBranch.filter((b) => b.count > 0),
      passPercentage: await passRates.latestOf(rolls),
      recentAchievements: await answer(await repo.recentOfDepartment(department.id, RECENT_ACHIEVEMENTS)),
    };
  }
}

export type FacultyService = ReturnType<typeof createFacultyService>;
