/**
 * Roles, landing routes and the permission matrix. The server checks every non-public route
 * against PERMISSIONS; the web builds menus from the same table.
 */
export const ROLES = [
  'ROLE_FACULTY',
  'ROLE_DEAN',
  'ROLE_PRINCIPAL',
  'ROLE_CHAIRMAN',
  'ROLE_TRANSPORTATION_INCHARGE',
  'ROLE_LIBRARY_INCHARGE',
  'ROLE_LIBRARY_ASSISTANT',
  'ROLE_OPAC_LIBRARY',
  'ROLE_ACCOUNTANT',
  'ROLE_ACCOUNTANTS_OFFICER',
  'ROLE_ADMIN',
  'ROLE_IQAC_INCHARGE',
  'ROLE_IQAC_COORDINATOR',
  'ROLE_STUDENT',
  'ROLE_HOD',
  'ROLE_GRIEVANCE_INCHARGE',
  'ROLE_HOSTEL_INCHARGE',
  'ROLE_PLACEMENT_DEAN',
  'ROLE_ALUMNI',
  'ROLE_ACADEMICS',
  'ROLE_ADMISSIONS',
  'ROLE_FEEPAYMENTS',
  'ROLE_CORRESPONDENCE',
  'ROLE_ADMINISTRATION',
  'ROLE_EXAMINATION',
  'ROLE_PARENT',
  'ROLE_DIRECTOR',
  'ROLE_SECURITY',
  'ROLE_INVENTORY',
] as const;

export type Role = (typeof ROLES)[number];

/**
 * The administrator, the college's leadership and its accounts: roles an approval never fills in
 * from what a self sign-up asked for; the administrator must choose them (ADR 0065).
 */
const PRIVILEGED_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_DIRECTOR',
  'ROLE_PRINCIPAL',
  'ROLE_CHAIRMAN',
  'ROLE_DEAN',
  'ROLE_CORRESPONDENCE',
  'ROLE_ACCOUNTANT',
  'ROLE_ACCOUNTANTS_OFFICER',
  'ROLE_FEEPAYMENTS',
];

/** What the approval of a sign-up offers before the administrator chooses: what was asked, less the privileged roles. */
export const offeredOnApproval = (asked: readonly string[]): Role[] =>
  asked.filter((r): r is Role => (ROLES as readonly string[]).includes(r) && !PRIVILEGED_ROLES.includes(r as Role));

/** The old product spells the placement dean role `ROLE_PLACEMENT_rDEAN`; both are accepted. */
const ROLE_ALIASES: Record<string, Role> = {
  ROLE_PLACEMENT_rDEAN: 'ROLE_PLACEMENT_DEAN',
};

export function normalizeRole(role: string): Role | undefined {
  if (role in ROLE_ALIASES) return ROLE_ALIASES[role];
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : undefined;
}

/** Landing route by first role (spec 000 section 6), plus ROLE_PARENT. */
export const LANDING_ROUTES: Partial<Record<Role, string>> = {
  ROLE_FACULTY: '/app/Faculty Dashboard',
  ROLE_DEAN: '/app/Dean Dashboard',
  ROLE_PRINCIPAL: '/app/Principal DashBoard',
  ROLE_CHAIRMAN: '/app/Dashboard/Dashboard View',
  ROLE_TRANSPORTATION_INCHARGE: '/app/Transportation Dashboard',
  ROLE_LIBRARY_INCHARGE: '/app/Library Dashboard',
  ROLE_LIBRARY_ASSISTANT: '/app/Library Dashboard',
  ROLE_OPAC_LIBRARY: '/app/Library/View Books',
  ROLE_ACCOUNTANT: '/app/Accounts Dashboard',
  ROLE_ACCOUNTANTS_OFFICER: '/app/Accounts Dashboard',
  ROLE_ADMIN: '/app/Admin',
  ROLE_IQAC_INCHARGE: '/app/IQAC Incharge Dashboard',
  ROLE_IQAC_COORDINATOR: '/app/IQAC Incharge Dashboard',
  ROLE_STUDENT: '/app/Student',
  ROLE_HOD: '/app/HOD Dashboard',
  ROLE_GRIEVANCE_INCHARGE: '/app/Grievances',
  ROLE_HOSTEL_INCHARGE: '/app/Hostel/Hostel Management',
  ROLE_PLACEMENT_DEAN: '/app/Placements/Company Placement',
  ROLE_ALUMNI: '/app/Alumni/Alumni Dashboard',
  ROLE_ACADEMICS: '/app/Academics/Dashboard',
  ROLE_ADMISSIONS: '/app/Admission/Dashboard',
  ROLE_FEEPAYMENTS: '/app/feepayments/Dashboard',
  ROLE_CORRESPONDENCE: '/app/correspondence/Dashboard',
  ROLE_ADMINISTRATION: '/app/Administration',
  ROLE_EXAMINATION: '/app/Examinations',
  ROLE_PARENT: '/app/Parent Dashboard',
};

/** The spec's table lists these roles (22 distinct landing routes); the e2e suite signs in as each. */
export const LANDING_ROLES = Object.keys(LANDING_ROUTES) as Role[];

/** Where a user lands after sign-in: by the first role, else the generic `/app`. */
export function landingRouteFor(roles: readonly string[]): string {
  const first = roles[0] === undefined ? undefined : normalizeRole(roles[0]);
  return (first && LANDING_ROUTES[first]) ?? '/app';
}

/** The demo user name of a role: the role without `ROLE_`, lower case. */
export function demoUsernameFor(role: Role): string {
  return role.replace(/^ROLE_/, '').toLowerCase();
}

/** Human label of a role: `ROLE_ACCOUNTANTS_OFFICER` → `Accountants Officer`. */
export function roleLabel(role: string): string {
  return role
    .replace(/^ROLE_/, '')
    .split('_')
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(' ');
}

export const PUBLIC = 'public' as const;
export const SIGNED_IN = 'signedIn' as const;
type Rule = typeof PUBLIC | typeof SIGNED_IN | readonly Role[];

const FEE_STAFF = ['ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS'] as const;
const ACHIEVEMENT_ROLES = ['ROLE_FACULTY', 'ROLE_HOD', 'ROLE_DEAN', 'ROLE_PRINCIPAL', 'ROLE_ADMIN'] as const;
const COLLEGE_VIEW = [
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
] as const;

/** The library's staff: they keep its catalogue. */
const LIBRARY_STAFF = ['ROLE_LIBRARY_INCHARGE', 'ROLE_LIBRARY_ASSISTANT'] as const;

/** Who may search the library's catalogue: every student and member of staff; a parent or an alumnus is no reader of it. */
const LIBRARY_READERS = ROLES.filter((role) => role !== 'ROLE_PARENT' && role !== 'ROLE_ALUMNI');

/** The college's leadership: of the college view, the roles whose business is the college's money (ADR 0102). */
const COLLEGE_MONEY = ['ROLE_ADMIN', 'ROLE_DIRECTOR', 'ROLE_PRINCIPAL', 'ROLE_CHAIRMAN', 'ROLE_DEAN', 'ROLE_CORRESPONDENCE'] as const;

/** Who reads the curriculum: the academics office, those who teach and head by it, the examination cell and the college's heads. */
const CURRICULUM_READERS = [
  'ROLE_ACADEMICS',
  'ROLE_ADMIN',
  'ROLE_FACULTY',
  'ROLE_HOD',
  'ROLE_DEAN',
  'ROLE_PRINCIPAL',
  'ROLE_DIRECTOR',
  'ROLE_EXAMINATION',
] as const;

/** Who files a grievance: students, parents and staff; an alumnus has left the college. */
const GRIEVANCE_FILERS = ROLES.filter((role) => role !== 'ROLE_ALUMNI');

/** Per feature action, who may do it (docs/ACCESS.md). */
export const PERMISSIONS = {
  'public.read': PUBLIC,
  'auth.signin': PUBLIC,
  'auth.signup': PUBLIC,
  'auth.session': SIGNED_IN,
  'auth.changePassword': SIGNED_IN,
  'dashboard.view': SIGNED_IN,
  /** One's own notifications in the app: each person reads and marks only theirs. */
  'notifications.own': SIGNED_IN,
  /** The messages' way out: the delivery log and its export, the wording of each kind, a test send, the figures. */
  'notifications.office': ['ROLE_ADMIN', 'ROLE_ADMINISTRATION'],
  'masterdata.read': SIGNED_IN,
  'masterdata.admissionLists': ['ROLE_ADMIN', 'ROLE_ADMISSIONS'],
  'masterdata.manage': ['ROLE_ADMIN'],
  'admissions.manage': ['ROLE_ADMIN', 'ROLE_ADMISSIONS'],
  /** The admissions register and its printed forms, without changing them: the principal reads what the office keeps. */
  'admissions.read': ['ROLE_ADMIN', 'ROLE_ADMISSIONS', 'ROLE_PRINCIPAL'],
  'admissions.upload': ['ROLE_ADMIN', 'ROLE_ADMISSIONS'],
  'results.read': PUBLIC,
  'results.manage': ['ROLE_ADMIN', 'ROLE_EXAMINATION'],
  'payments.gatewayKeys': ['ROLE_ADMIN', 'ROLE_ACCOUNTANTS_OFFICER'],
  'payments.reports': FEE_STAFF,
  /** Deciding on flagged payments and recording refunds: accounts, not the fee counter. */
  'payments.resolve': ['ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER'],
  'payments.pay': ['ROLE_STUDENT', 'ROLE_PARENT', ...FEE_STAFF],
  /** The fee counter: money received in cash, by draft, cheque, transfer or the college's UPI QR, and each clerk's day closing. */
  'payments.counter': FEE_STAFF,
  /** Every clerk's day, and cheques and drafts marked cleared or bounced: accounts. */
  'payments.counterAccounts': ['ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER'],
  /** A closed counter day changed or reopened, with a reason: the accounts officer alone. */
  'payments.counterDayAmend': ['ROLE_ACCOUNTANTS_OFFICER'],
  'users.manage': ['ROLE_ADMIN'],
  'alumni.register': ['ROLE_ALUMNI', 'ROLE_STUDENT', 'ROLE_ADMIN', 'ROLE_PLACEMENT_DEAN'],
  /** Registering another person's roll number, and correcting any registration. */
  'alumni.registerAnyone': ['ROLE_ADMIN', 'ROLE_PLACEMENT_DEAN'],
  'alumni.history': ['ROLE_ADMIN', 'ROLE_PLACEMENT_DEAN', 'ROLE_PRINCIPAL'],
  'achievements.manage': ACHIEVEMENT_ROLES,
  'utilities.crypt': ['ROLE_ADMIN'],
  'settings.manage': ['ROLE_ADMIN'],
  'audit.view': ['ROLE_ADMIN'],
  /** The API documentation (/api/docs) of a college's server; a demo outside production shows it to everyone (ADR 0081). */
  'api.docs': ['ROLE_ADMIN'],
  'payments.feeStructure': ['ROLE_ADMIN', 'ROLE_ACCOUNTANTS_OFFICER'],
  /** Dues, receipts and the spec's collection calls: a student their own, a parent their ward's, fee staff any student's. */
  'payments.dues': ['ROLE_STUDENT', 'ROLE_PARENT', ...FEE_STAFF],
  'auth.passwordReset': PUBLIC,
  /** The HOD's landing page: figures of their own department. */
  'dashboard.hod': ['ROLE_HOD'],
  /** An alumni registration's file: its owner (checked by the service), and the alumni history staff. */
  'alumni.files': ['ROLE_ALUMNI', 'ROLE_STUDENT', 'ROLE_ADMIN', 'ROLE_PLACEMENT_DEAN', 'ROLE_PRINCIPAL'],
  /** The landing pages' figures: each office sees the figures of its own work. */
  'dashboard.admin': ['ROLE_ADMIN'],
  'dashboard.admissions': ['ROLE_ADMIN', 'ROLE_ADMISSIONS'],
  'dashboard.examinations': ['ROLE_ADMIN', 'ROLE_EXAMINATION'],
  /** The library's day: its staff. */
  'dashboard.library': LIBRARY_STAFF,
  /** The college at a glance: its leadership and the offices that serve every student. */
  'dashboard.college': COLLEGE_VIEW,
  /** The month's fee collections on the college view: its leadership, not the offices (ADR 0102). */
  'dashboard.collegeMoney': COLLEGE_MONEY,
  /** A student's own results, dues and receipts; a parent's ward's. */
  'dashboard.student': ['ROLE_STUDENT', 'ROLE_PARENT'],
  /** The library's catalogue, read and searched (the OPAC): every student and member of staff. */
  'library.catalogue.read': LIBRARY_READERS,
  /** Titles and copies added and changed: the library's own staff, nobody else. */
  'library.catalogue.manage': LIBRARY_STAFF,
  /** How the library opens its catalogue (on campus without signing in): the librarian in charge. */
  'library.settings.manage': ['ROLE_LIBRARY_INCHARGE'],
  /** The circulation desk: members looked up, copies issued, renewed, returned, lost or damaged; library cards printed. */
  'library.circulation.manage': LIBRARY_STAFF,
  /** The borrowing rules: the library incharge alone. */
  'library.rules.manage': ['ROLE_LIBRARY_INCHARGE'],
  /** A library charge waived with a reason: the library incharge alone. */
  'library.charges.waive': ['ROLE_LIBRARY_INCHARGE'],
  /** A member's library no-dues clearance and certificate: the library, and the offices a student leaves through. */
  'library.clearance.read': [...LIBRARY_STAFF, 'ROLE_ADMIN', 'ROLE_ADMINISTRATION', 'ROLE_ADMISSIONS', 'ROLE_PLACEMENT_DEAN'],
  /** A borrower's own loans, fines and renewals: the library's members, students and faculty. */
  'library.own': ['ROLE_STUDENT', 'ROLE_FACULTY', 'ROLE_HOD'],
  /** The library's reports (circulation, overdue copies, most borrowed titles, NAAC figures): its staff. */
  'library.reports': LIBRARY_STAFF,
  /** The college's holidays, read: everyone signed in. */
  'college.holidays.read': SIGNED_IN,
  /** The college's holidays, kept: the administrator and, until the college has its calendar office, the library incharge. */
  'college.holidays.manage': ['ROLE_ADMIN', 'ROLE_LIBRARY_INCHARGE'],
  /** The college's terms (semesters), read: everyone signed in. */
  'college.terms.read': SIGNED_IN,
  /** The college's terms, kept: the administrator and, until the college has its calendar office, the hostel incharge, who lays fees by them. */
  'college.terms.manage': ['ROLE_ADMIN', 'ROLE_HOSTEL_INCHARGE'],
  /** The college's bus routes and vehicles, read: the transport office, the administrator and the college's heads. */
  'transport.read': ['ROLE_TRANSPORTATION_INCHARGE', 'ROLE_ADMIN', 'ROLE_PRINCIPAL', 'ROLE_DIRECTOR', 'ROLE_ADMINISTRATION'],
  /** Routes, stops and vehicles kept: the transport incharge and the administrator. */
  'transport.manage': ['ROLE_TRANSPORTATION_INCHARGE', 'ROLE_ADMIN'],
  /** A student's own bus pass, applied for, read and printed: the student and their parent. */
  'transport.pass.own': ['ROLE_STUDENT', 'ROLE_PARENT'],
  /** A bus pass's QR code verified: anyone, as a conductor's phone scans it at the bus door. */
  'transport.pass.verify': PUBLIC,
  /** The hostel's blocks, room types, rooms and beds, read: the hostel office, the administrator and the college's heads. */
  'hostel.read': ['ROLE_HOSTEL_INCHARGE', 'ROLE_ADMIN', 'ROLE_PRINCIPAL', 'ROLE_DIRECTOR', 'ROLE_ADMINISTRATION'],
  /** Blocks, room types, rooms and beds kept: the hostel incharge and the administrator. */
  'hostel.manage': ['ROLE_HOSTEL_INCHARGE', 'ROLE_ADMIN'],
  /** A student's own hostel application, made and read: the student and their parent. */
  'hostel.apply.own': ['ROLE_STUDENT', 'ROLE_PARENT'],
  /** A resident's own leave requested and room's complaint reported: the student alone (a parent is told of the decision). */
  'hostel.life.own': ['ROLE_STUDENT'],
  /** A grievance filed, one's own followed and appealed; a committee member's assigned ones heard and decided (the service checks each grievance). */
  'grievances.file': GRIEVANCE_FILERS,
  /** The grievance register, its figures and reports: the grievance cell and the principal (committee members too, checked by the service). */
  'grievances.read': GRIEVANCE_FILERS,
  /** The committee kept, grievances assigned, the ombudsperson's award recorded, anonymous filing allowed: the grievance incharge. */
  'grievances.cell': ['ROLE_GRIEVANCE_INCHARGE'],
  /** The register's menu and the figures: the grievance cell and the principal. */
  'grievances.figures': ['ROLE_GRIEVANCE_INCHARGE', 'ROLE_PRINCIPAL'],
  /** A grievance of ragging or harassment filed without a name and followed by its code: anyone, when the college allows it. */
  'grievances.anonymous': PUBLIC,
  /** Companies, drives, rounds, shortlists, offers and the setting kept: the placement dean and the administrator. */
  'placements.manage': ['ROLE_PLACEMENT_DEAN', 'ROLE_ADMIN'],
  /** Companies, drives, applicants, eligibility and the season's figures read: the placement office and the principal. */
  'placements.read': ['ROLE_PLACEMENT_DEAN', 'ROLE_ADMIN', 'ROLE_PRINCIPAL'],
  /** The drives open to one, applying with a résumé, one's own applications and offers, opting out: the student. */
  'placements.own': ['ROLE_STUDENT'],
  /** A résumé or offer letter read: its student, and the placement office and the principal (the service checks each file). */
  'placements.files': ['ROLE_STUDENT', 'ROLE_PLACEMENT_DEAN', 'ROLE_ADMIN', 'ROLE_PRINCIPAL'],
  /** Regulations and their subjects kept, by form and by workbook: the academics office and the administrator. */
  'curriculum.manage': ['ROLE_ACADEMICS', 'ROLE_ADMIN'],
  /** The curriculum read: the academics office, the teachers and heads who teach by it, and the examination cell. */
  'curriculum.read': CURRICULUM_READERS,
  /** Sections made, students placed and moved, elective choices and who teaches what kept: the academics office and the administrator. */
  'sections.manage': ['ROLE_ACADEMICS', 'ROLE_ADMIN'],
  /** Sections, their students and who teaches them read: those who read the curriculum. */
  'sections.read': CURRICULUM_READERS,
  /** The periods of the day, the sections' timetables and substitutions kept: the academics office and the administrator. */
  'timetable.manage': ['ROLE_ACADEMICS', 'ROLE_ADMIN'],
  /** Timetables of sections and teachers read, and one's own week and today's classes: those who read the curriculum. */
  'timetable.read': CURRICULUM_READERS,
  /** Today's classes and their registers marked: those who teach (the service checks the class is theirs, or theirs to take that day). */
  'attendance.mark': ['ROLE_FACULTY', 'ROLE_HOD'],
  /** Sections' shortage lists and the attendance rules read: the academics office, the heads, the principal and the examination cell. */
  'attendance.read': ['ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_HOD', 'ROLE_PRINCIPAL', 'ROLE_DEAN', 'ROLE_DIRECTOR', 'ROLE_EXAMINATION'],
  /** One's own attendance: the student, and the parent of theirs. */
  'attendance.own': ['ROLE_STUDENT', 'ROLE_PARENT'],
  /** The attendance rules kept (the shares and the correction window): the academics office and the administrator. */
  'attendance.settings': ['ROLE_ACADEMICS', 'ROLE_ADMIN'],
  /** A condonation of an attendance shortage approved or refused: the head of the student's department (the service checks it). */
  'attendance.condone': ['ROLE_HOD'],
  /** A condonation asked: by the student (or their parent) for themselves, by the academics office for a student named. */
  'attendance.askCondonation': ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ACADEMICS', 'ROLE_ADMIN'],
  /** Internal marks entered and submitted: those who teach (the service checks the class is theirs). */
  'marks.enter': ['ROLE_FACULTY', 'ROLE_HOD'],
  /** Which classes' internal marks are open or submitted, and the marks exported: as those who read the shortage lists. */
  'marks.read': ['ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_HOD', 'ROLE_PRINCIPAL', 'ROLE_DEAN', 'ROLE_DIRECTOR', 'ROLE_EXAMINATION'],
  /** A class's internal marks and a subject's components read: those who enter marks (the service checks the class is theirs) and those who read them. */
  'marks.view': ['ROLE_FACULTY', 'ROLE_HOD', 'ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_PRINCIPAL', 'ROLE_DEAN', 'ROLE_DIRECTOR', 'ROLE_EXAMINATION'],
  /** A submitted class's internal marks unlocked, with a reason: the head of the class's department (the service checks it). */
  'marks.unlock': ['ROLE_HOD'],
  /** Submitted internal marks released to the students: the examination cell and the administrator. */
  'marks.release': ['ROLE_EXAMINATION', 'ROLE_ADMIN'],
  /** One's own released internal marks: the student, and the parent of theirs. */
  'marks.own': ['ROLE_STUDENT', 'ROLE_PARENT'],
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

export function isPublic(permission: Permission): boolean {
  return PERMISSIONS[permission] === PUBLIC;
}

/** Whether a user with these roles may perform the action. Signed-out users have no roles. */
export function can(roles: readonly string[] | undefined, permission: Permission): boolean {
  const rule: Rule = PERMISSIONS[permission];
  if (rule === PUBLIC) return true;
  if (!roles || roles.length === 0) return false;
  if (rule === SIGNED_IN) return true;
  return roles.some((r) => {
    const role = normalizeRole(r);
    return role !== undefined && rule.includes(role);
  });
}
