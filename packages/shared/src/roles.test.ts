import { describe, expect, it } from 'vitest';
import {
  can,
  demoUsernameFor,
  isPublic,
  offeredOnApproval,
  LANDING_ROLES,
  LANDING_ROUTES,
  landingRouteFor,
  normalizeRole,
  PERMISSIONS,
  ROLES,
  type Permission,
  type Role,
} from './roles.js';

/** Spec 000 section 6, plus ROLE_PARENT (issue: foundation). Faculty lands inside /app. */
const LANDING_TABLE: [role: string, route: string][] = [
  ['ROLE_FACULTY', '/app/Faculty Dashboard'],
  ['ROLE_DEAN', '/app/Dean Dashboard'],
  ['ROLE_PRINCIPAL', '/app/Principal DashBoard'],
  ['ROLE_CHAIRMAN', '/app/Dashboard/Dashboard View'],
  ['ROLE_TRANSPORTATION_INCHARGE', '/app/Transportation Dashboard'],
  ['ROLE_LIBRARY_INCHARGE', '/app/Library Dashboard'],
  ['ROLE_LIBRARY_ASSISTANT', '/app/Library Dashboard'],
  ['ROLE_OPAC_LIBRARY', '/app/Library/View Books'],
  ['ROLE_ACCOUNTANT', '/app/Accounts Dashboard'],
  ['ROLE_ACCOUNTANTS_OFFICER', '/app/Accounts Dashboard'],
  ['ROLE_ADMIN', '/app/Admin'],
  ['ROLE_IQAC_INCHARGE', '/app/IQAC Incharge Dashboard'],
  ['ROLE_IQAC_COORDINATOR', '/app/IQAC Incharge Dashboard'],
  ['ROLE_STUDENT', '/app/Student'],
  ['ROLE_HOD', '/app/HOD Dashboard'],
  ['ROLE_GRIEVANCE_INCHARGE', '/app/Grievances'],
  ['ROLE_HOSTEL_INCHARGE', '/app/Hostel/Hostel Management'],
  ['ROLE_PLACEMENT_rDEAN', '/app/Placements/Company Placement'],
  ['ROLE_PLACEMENT_DEAN', '/app/Placements/Company Placement'],
  ['ROLE_ALUMNI', '/app/Alumni/Alumni Dashboard'],
  ['ROLE_ACADEMICS', '/app/Academics/Dashboard'],
  ['ROLE_ADMISSIONS', '/app/Admission/Dashboard'],
  ['ROLE_FEEPAYMENTS', '/app/feepayments/Dashboard'],
  ['ROLE_CORRESPONDENCE', '/app/correspondence/Dashboard'],
  ['ROLE_ADMINISTRATION', '/app/Administration'],
  ['ROLE_EXAMINATION', '/app/Examinations'],
  ['ROLE_PARENT', '/app/Parent Dashboard'],
];

describe('landing route by first role', () => {
  it.each(LANDING_TABLE)('%s lands on %s', (role, route) => {
    expect(landingRouteFor([role])).toBe(route);
  });

  it('covers every role that has a landing route, and nothing else', () => {
    const tableRoles = new Set(LANDING_TABLE.map(([r]) => normalizeRole(r)));
    expect(new Set(LANDING_ROLES)).toEqual(tableRoles);
    expect(LANDING_ROLES).toHaveLength(26);
  });

  it('accepts both spellings of the placement dean role', () => {
    expect(normalizeRole('ROLE_PLACEMENT_rDEAN')).toBe('ROLE_PLACEMENT_DEAN');
    expect(normalizeRole('ROLE_PLACEMENT_DEAN')).toBe('ROLE_PLACEMENT_DEAN');
  });

  it('is chosen by the first role only', () => {
    expect(landingRouteFor(['ROLE_STUDENT', 'ROLE_ADMIN'])).toBe('/app/Student');
    expect(landingRouteFor(['ROLE_ADMIN', 'ROLE_STUDENT'])).toBe('/app/Admin');
    expect(landingRouteFor(['ROLE_DIRECTOR', 'ROLE_ADMIN'])).toBe('/app');
  });

  it('sends a role without a landing route, an unknown role and no roles to /app', () => {
    expect(landingRouteFor(['ROLE_DIRECTOR'])).toBe('/app');
    expect(landingRouteFor(['ROLE_SECURITY'])).toBe('/app');
    expect(landingRouteFor(['ROLE_INVENTORY'])).toBe('/app');
    expect(landingRouteFor(['ROLE_NOBODY'])).toBe('/app');
    expect(landingRouteFor([])).toBe('/app');
  });

  it('names demo users after their role', () => {
    expect(demoUsernameFor('ROLE_LIBRARY_INCHARGE')).toBe('library_incharge');
    expect(demoUsernameFor('ROLE_PLACEMENT_DEAN')).toBe('placement_dean');
    expect(LANDING_ROUTES.ROLE_PARENT).toBe('/app/Parent Dashboard');
  });
});

/** docs/ACCESS.md: who may do what where the spec is silent. */
const ROLE_RULES: [Permission, Role[]][] = [
  ['admissions.manage', ['ROLE_ADMIN', 'ROLE_ADMISSIONS']],
  ['admissions.upload', ['ROLE_ADMIN', 'ROLE_ADMISSIONS']],
  ['admissions.read', ['ROLE_ADMIN', 'ROLE_ADMISSIONS', 'ROLE_PRINCIPAL']],
  ['results.manage', ['ROLE_ADMIN', 'ROLE_EXAMINATION']],
  ['payments.gatewayKeys', ['ROLE_ADMIN', 'ROLE_ACCOUNTANTS_OFFICER']],
  ['payments.reports', ['ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS']],
  ['payments.resolve', ['ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER']],
  ['payments.counter', ['ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS']],
  ['payments.counterAccounts', ['ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER']],
  ['payments.counterDayAmend', ['ROLE_ACCOUNTANTS_OFFICER']],
  ['users.manage', ['ROLE_ADMIN']],
  ['alumni.history', ['ROLE_ADMIN', 'ROLE_PLACEMENT_DEAN', 'ROLE_PRINCIPAL']],
  ['alumni.register', ['ROLE_ALUMNI', 'ROLE_STUDENT', 'ROLE_ADMIN', 'ROLE_PLACEMENT_DEAN']],
  ['alumni.registerAnyone', ['ROLE_ADMIN', 'ROLE_PLACEMENT_DEAN']],
  ['achievements.manage', ['ROLE_FACULTY', 'ROLE_HOD', 'ROLE_DEAN', 'ROLE_PRINCIPAL', 'ROLE_ADMIN']],
  ['utilities.crypt', ['ROLE_ADMIN']],
  ['settings.manage', ['ROLE_ADMIN']],
  // Foundation choices beyond the first access rules.
  ['masterdata.admissionLists', ['ROLE_ADMIN', 'ROLE_ADMISSIONS']],
  ['masterdata.manage', ['ROLE_ADMIN']],
  ['payments.pay', ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS']],
  ['audit.view', ['ROLE_ADMIN']],
  ['api.docs', ['ROLE_ADMIN']],
  ['payments.feeStructure', ['ROLE_ADMIN', 'ROLE_ACCOUNTANTS_OFFICER']],
  ['payments.dues', ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS']],
  ['dashboard.hod', ['ROLE_HOD']],
  ['alumni.files', ['ROLE_ALUMNI', 'ROLE_STUDENT', 'ROLE_ADMIN', 'ROLE_PLACEMENT_DEAN', 'ROLE_PRINCIPAL']],
  ['dashboard.admin', ['ROLE_ADMIN']],
  ['dashboard.admissions', ['ROLE_ADMIN', 'ROLE_ADMISSIONS']],
  ['dashboard.examinations', ['ROLE_ADMIN', 'ROLE_EXAMINATION']],
  ['dashboard.library', ['ROLE_LIBRARY_INCHARGE', 'ROLE_LIBRARY_ASSISTANT']],
  [
    'dashboard.college',
    [
      'ROLE_ADMIN',
      'ROLE_DIRECTOR',
      'ROLE_PRINCIPAL',
      'ROLE_CHAIRMAN',
      'ROLE_DEAN',
      'ROLE_ADMINISTRATION',
      'ROLE_ACADEMICS',
      'ROLE_CORRESPONDENCE',
      'ROLE_LIBRARY_INCHARGE',
      'ROLE_LIBRARY_ASSISTANT',
      'ROLE_OPAC_LIBRARY',
      'ROLE_TRANSPORTATION_INCHARGE',
      'ROLE_HOSTEL_INCHARGE',
      'ROLE_GRIEVANCE_INCHARGE',
      'ROLE_PLACEMENT_DEAN',
      'ROLE_IQAC_INCHARGE',
      'ROLE_IQAC_COORDINATOR',
    ],
  ],
  ['dashboard.collegeMoney', ['ROLE_ADMIN', 'ROLE_DIRECTOR', 'ROLE_PRINCIPAL', 'ROLE_CHAIRMAN', 'ROLE_DEAN', 'ROLE_CORRESPONDENCE']],
  ['dashboard.student', ['ROLE_STUDENT', 'ROLE_PARENT']],
  ['notifications.office', ['ROLE_ADMIN', 'ROLE_ADMINISTRATION']],
  ['library.catalogue.read', ROLES.filter((role) => !['ROLE_PARENT', 'ROLE_ALUMNI'].includes(role))],
  ['library.catalogue.manage', ['ROLE_LIBRARY_INCHARGE', 'ROLE_LIBRARY_ASSISTANT']],
  ['library.settings.manage', ['ROLE_LIBRARY_INCHARGE']],
  ['library.circulation.manage', ['ROLE_LIBRARY_INCHARGE', 'ROLE_LIBRARY_ASSISTANT']],
  ['library.rules.manage', ['ROLE_LIBRARY_INCHARGE']],
  ['library.charges.waive', ['ROLE_LIBRARY_INCHARGE']],
  [
    'library.clearance.read',
    ['ROLE_LIBRARY_INCHARGE', 'ROLE_LIBRARY_ASSISTANT', 'ROLE_ADMIN', 'ROLE_ADMINISTRATION', 'ROLE_ADMISSIONS', 'ROLE_PLACEMENT_DEAN'],
  ],
  ['library.own', ['ROLE_STUDENT', 'ROLE_FACULTY', 'ROLE_HOD']],
  ['library.reports', ['ROLE_LIBRARY_INCHARGE', 'ROLE_LIBRARY_ASSISTANT']],
  ['college.holidays.manage', ['ROLE_ADMIN', 'ROLE_LIBRARY_INCHARGE']],
  ['college.terms.manage', ['ROLE_ADMIN', 'ROLE_HOSTEL_INCHARGE']],
  ['transport.read', ['ROLE_TRANSPORTATION_INCHARGE', 'ROLE_ADMIN', 'ROLE_PRINCIPAL', 'ROLE_DIRECTOR', 'ROLE_ADMINISTRATION']],
  ['transport.manage', ['ROLE_TRANSPORTATION_INCHARGE', 'ROLE_ADMIN']],
  ['transport.pass.own', ['ROLE_STUDENT', 'ROLE_PARENT']],
  ['hostel.read', ['ROLE_HOSTEL_INCHARGE', 'ROLE_ADMIN', 'ROLE_PRINCIPAL', 'ROLE_DIRECTOR', 'ROLE_ADMINISTRATION']],
  ['hostel.manage', ['ROLE_HOSTEL_INCHARGE', 'ROLE_ADMIN']],
  ['hostel.apply.own', ['ROLE_STUDENT', 'ROLE_PARENT']],
  ['hostel.life.own', ['ROLE_STUDENT']],
  ['grievances.file', ROLES.filter((role) => role !== 'ROLE_ALUMNI')],
  ['grievances.read', ROLES.filter((role) => role !== 'ROLE_ALUMNI')],
  ['grievances.cell', ['ROLE_GRIEVANCE_INCHARGE']],
  ['grievances.figures', ['ROLE_GRIEVANCE_INCHARGE', 'ROLE_PRINCIPAL']],
  ['placements.manage', ['ROLE_PLACEMENT_DEAN', 'ROLE_ADMIN']],
  ['placements.read', ['ROLE_PLACEMENT_DEAN', 'ROLE_ADMIN', 'ROLE_PRINCIPAL']],
  ['placements.own', ['ROLE_STUDENT']],
  ['placements.files', ['ROLE_STUDENT', 'ROLE_PLACEMENT_DEAN', 'ROLE_ADMIN', 'ROLE_PRINCIPAL']],
  ['curriculum.manage', ['ROLE_ACADEMICS', 'ROLE_ADMIN']],
  [
    'curriculum.read',
    ['ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_FACULTY', 'ROLE_HOD', 'ROLE_DEAN', 'ROLE_PRINCIPAL', 'ROLE_DIRECTOR', 'ROLE_EXAMINATION'],
  ],
  ['sections.manage', ['ROLE_ACADEMICS', 'ROLE_ADMIN']],
  [
    'sections.read',
    ['ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_FACULTY', 'ROLE_HOD', 'ROLE_DEAN', 'ROLE_PRINCIPAL', 'ROLE_DIRECTOR', 'ROLE_EXAMINATION'],
  ],
  ['timetable.manage', ['ROLE_ACADEMICS', 'ROLE_ADMIN']],
  [
    'timetable.read',
    ['ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_FACULTY', 'ROLE_HOD', 'ROLE_DEAN', 'ROLE_PRINCIPAL', 'ROLE_DIRECTOR', 'ROLE_EXAMINATION'],
  ],
  ['attendance.mark', ['ROLE_FACULTY', 'ROLE_HOD']],
  ['attendance.read', ['ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_HOD', 'ROLE_PRINCIPAL', 'ROLE_DEAN', 'ROLE_DIRECTOR', 'ROLE_EXAMINATION']],
  ['attendance.own', ['ROLE_STUDENT', 'ROLE_PARENT']],
  ['attendance.settings', ['ROLE_ACADEMICS', 'ROLE_ADMIN']],
  ['attendance.condone', ['ROLE_HOD']],
  ['attendance.askCondonation', ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ACADEMICS', 'ROLE_ADMIN']],
  ['marks.enter', ['ROLE_FACULTY', 'ROLE_HOD']],
  ['marks.read', ['ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_HOD', 'ROLE_PRINCIPAL', 'ROLE_DEAN', 'ROLE_DIRECTOR', 'ROLE_EXAMINATION']],
  ['marks.view', ['ROLE_FACULTY', 'ROLE_HOD', 'ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_PRINCIPAL', 'ROLE_DEAN', 'ROLE_DIRECTOR', 'ROLE_EXAMINATION']],
  ['marks.unlock', ['ROLE_HOD']],
  ['marks.release', ['ROLE_EXAMINATION', 'ROLE_ADMIN']],
  ['marks.own', ['ROLE_STUDENT', 'ROLE_PARENT']],
];
const PUBLIC_RULES: Permission[] = [
  'public.read',
  'auth.signin',
  'auth.signup',
  'results.read',
  'auth.passwordReset',
  'transport.pass.verify',
  'grievances.anonymous',
];
const SIGNED_IN_RULES: Permission[] = [
  'auth.session',
  'auth.changePassword',
  'dashboard.view',
  'masterdata.read',
  'notifications.own',
  'college.holidays.read',
  'college.terms.read',
];

describe('permission matrix', () => {
  it.each(ROLE_RULES)('%s is allowed to exactly %j', (permission, allowed) => {
    for (const role of ROLES) expect(can([role], permission), `${role} on ${permission}`).toBe(allowed.includes(role));
  });

  it.each(PUBLIC_RULES)('%s is public: signed out, with no roles and with any role', (permission) => {
    expect(isPublic(permission)).toBe(true);
    expect(can(undefined, permission)).toBe(true);
    expect(can([], permission)).toBe(true);
    for (const role of ROLES) expect(can([role], permission)).toBe(true);
  });

  it.each(SIGNED_IN_RULES)('%s needs a sign-in, and any role will do', (permission) => {
    expect(isPublic(permission)).toBe(false);
    expect(can(undefined, permission)).toBe(false);
    expect(can([], permission)).toBe(false);
    for (const role of ROLES) expect(can([role], permission)).toBe(true);
  });

  it('gives a signed-out user nothing but the public rules', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      expect(can(undefined, permission), permission).toBe(PUBLIC_RULES.includes(permission));
      expect(can([], permission), permission).toBe(PUBLIC_RULES.includes(permission));
    }
  });

  it('has a test row for every permission (a new permission needs one here)', () => {
    const tested = new Set<Permission>([...ROLE_RULES.map(([p]) => p), ...PUBLIC_RULES, ...SIGNED_IN_RULES]);
    expect((Object.keys(PERMISSIONS) as Permission[]).filter((p) => !tested.has(p))).toEqual([]);
  });

  it('lets the old placement dean spelling through like the new one', () => {
    expect(can(['ROLE_PLACEMENT_rDEAN'], 'alumni.history')).toBe(true);
    expect(can(['ROLE_PLACEMENT_rDEAN'], 'users.manage')).toBe(false);
  });

  it('allows an action when any of the roles allows it', () => {
    expect(can(['ROLE_STUDENT', 'ROLE_EXAMINATION'], 'results.manage')).toBe(true);
    expect(can(['ROLE_STUDENT', 'ROLE_FACULTY'], 'results.manage')).toBe(false);
  });

  it('treats an unknown role as signed in without any feature right', () => {
    expect(can(['ROLE_NOBODY'], 'dashboard.view')).toBe(true);
    expect(can(['ROLE_NOBODY'], 'admissions.manage')).toBe(false);
    expect(can(['role_admin'], 'users.manage')).toBe(false);
  });
});

describe('approving a sign-up', () => {
  it('offers what was asked, less the administrator, leadership and accounts roles', () => {
    expect(offeredOnApproval(['ROLE_ADMIN'])).toEqual([]);
    expect(offeredOnApproval(['ROLE_LIBRARY_ASSISTANT', 'ROLE_PRINCIPAL', 'ROLE_ACCOUNTANT', 'ROLE_FEEPAYMENTS'])).toEqual([
      'ROLE_LIBRARY_ASSISTANT',
    ]);
    expect(offeredOnApproval(['ROLE_FACULTY', 'ROLE_NOT_A_ROLE'])).toEqual(['ROLE_FACULTY']);
  });
});
