import type { Role } from '@campus/shared';
import { formatNumber } from '@campus/shared';
import { formatRupees } from '@campus/shared/money';

/** Figures as the pages write them (@campus/shared, the web's lib/format.ts): Indian grouping in English. */
const count = (n: number) => formatNumber(n, 'en');
const rupees = (paise: number) => formatRupees(paise);

/** The offices whose screens are not part of this release: their landing page says so. */
export const OFFICES: Role[] = ['ROLE_IQAC_INCHARGE', 'ROLE_IQAC_COORDINATOR'];

type Figures = Record<string, unknown>;
/** Which figure each landing page shows, and what the API says it must read. */
export const LANDING_FIGURES: { roles: Role[]; call: string; testId: string; text: (d: Figures) => string }[] = [
  { roles: ['ROLE_ADMIN'], call: 'dashboards/admin', testId: 'figure-users', text: (d) => count(d.users as number) },
  { roles: ['ROLE_ADMISSIONS'], call: 'dashboards/admissions', testId: 'figure-admissions-year', text: (d) => count(d.thisYear as number) },
  { roles: ['ROLE_EXAMINATION'], call: 'dashboards/examinations', testId: 'figure-published', text: (d) => count(d.published as number) },
  {
    roles: ['ROLE_LIBRARY_INCHARGE', 'ROLE_LIBRARY_ASSISTANT'],
    call: 'dashboards/library',
    testId: 'figure-on-loan',
    text: (d) => count(d.onLoan as number),
  },
  {
    roles: ['ROLE_GRIEVANCE_INCHARGE'],
    call: 'grievances/figures',
    testId: 'figure-grievances-received',
    text: (d) => count((d.totals as { received: number }).received),
  },
  {
    roles: ['ROLE_PLACEMENT_DEAN'],
    call: 'placements/figures',
    testId: 'figure-placement-placed',
    text: (d) => count((d.totals as { placed: number }).placed),
  },
  { roles: ['ROLE_TRANSPORTATION_INCHARGE'], call: 'transport/figures', testId: 'figure-routes', text: (d) => count(d.routes as number) },
  {
    roles: ['ROLE_HOSTEL_INCHARGE'],
    call: 'hostel/figures',
    testId: 'figure-beds-available',
    text: (d) => count(d.bedsAvailable as number),
  },
  {
    roles: ['ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS'],
    call: 'dashboards/accounts',
    testId: 'figure-collected',
    text: (d) => rupees(d.totalPaise as number),
  },
  {
    roles: ['ROLE_DEAN', 'ROLE_PRINCIPAL', 'ROLE_CHAIRMAN', 'ROLE_ACADEMICS', 'ROLE_CORRESPONDENCE', 'ROLE_ADMINISTRATION', ...OFFICES],
    call: 'dashboards/college',
    testId: 'figure-students',
    text: (d) => count(d.students as number),
  },
  {
    roles: ['ROLE_STUDENT', 'ROLE_PARENT'],
    call: 'dashboards/student',
    testId: 'figure-roll-number',
    text: (d) => (d.student as { rollNumber: string }).rollNumber,
  },
  { roles: ['ROLE_HOD'], call: 'faculty/hod-dashboard', testId: 'hod-students', text: (d) => count(d.students as number) },
];

/** Spec 000 section 6 (plus the parent): demo user → exact landing route, and the role's name in the header. */
export const LANDINGS: [username: string, role: Role, route: string, roleName: string][] = [
  ['faculty', 'ROLE_FACULTY', '/app/Faculty Dashboard', 'Faculty'],
  ['dean', 'ROLE_DEAN', '/app/Dean Dashboard', 'Dean'],
  ['principal', 'ROLE_PRINCIPAL', '/app/Principal DashBoard', 'Principal'],
  ['chairman', 'ROLE_CHAIRMAN', '/app/Dashboard/Dashboard View', 'Chairman'],
  ['transportation_incharge', 'ROLE_TRANSPORTATION_INCHARGE', '/app/Transportation Dashboard', 'Transportation Incharge'],
  ['library_incharge', 'ROLE_LIBRARY_INCHARGE', '/app/Library Dashboard', 'Library Incharge'],
  ['library_assistant', 'ROLE_LIBRARY_ASSISTANT', '/app/Library Dashboard', 'Library Assistant'],
  ['opac_library', 'ROLE_OPAC_LIBRARY', '/app/Library/View Books', 'OPAC Library'],
  ['accountant', 'ROLE_ACCOUNTANT', '/app/Accounts Dashboard', 'Accountant'],
  ['accountants_officer', 'ROLE_ACCOUNTANTS_OFFICER', '/app/Accounts Dashboard', 'Accountants Officer'],
  ['admin', 'ROLE_ADMIN', '/app/Admin', 'Admin'],
  ['iqac_incharge', 'ROLE_IQAC_INCHARGE', '/app/IQAC Incharge Dashboard', 'IQAC Incharge'],
  ['iqac_coordinator', 'ROLE_IQAC_COORDINATOR', '/app/IQAC Incharge Dashboard', 'IQAC Coordinator'],
  ['student', 'ROLE_STUDENT', '/app/Student', 'Student'],
  ['hod', 'ROLE_HOD', '/app/HOD Dashboard', 'Head of Department'],
  ['grievance_incharge', 'ROLE_GRIEVANCE_INCHARGE', '/app/Grievances', 'Grievance Incharge'],
  ['hostel_incharge', 'ROLE_HOSTEL_INCHARGE', '/app/Hostel/Hostel Management', 'Hostel Incharge'],
  ['placement_dean', 'ROLE_PLACEMENT_DEAN', '/app/Placements/Company Placement', 'Placement Dean'],
  ['alumni', 'ROLE_ALUMNI', '/app/Alumni/Alumni Dashboard', 'Alumni'],
  ['academics', 'ROLE_ACADEMICS', '/app/Academics/Dashboard', 'Academics'],
  ['admissions', 'ROLE_ADMISSIONS', '/app/Admission/Dashboard', 'Admissions'],
  ['feepayments', 'ROLE_FEEPAYMENTS', '/app/feepayments/Dashboard', 'Fee Payments'],
  ['correspondence', 'ROLE_CORRESPONDENCE', '/app/correspondence/Dashboard', 'Correspondence'],
  ['administration', 'ROLE_ADMINISTRATION', '/app/Administration', 'Administration'],
  ['examination', 'ROLE_EXAMINATION', '/app/Examinations', 'Examination'],
  ['parent', 'ROLE_PARENT', '/app/Parent Dashboard', 'Parent'],
];
