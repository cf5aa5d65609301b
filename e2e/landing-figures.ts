import type { Role } from '@campus/shared';
import { formatNumber } from '@campus/shared';
import { formatRupees } from '@campus/shared/money';

/** Figures as the pages write them (@campus/shared, the web's lib/format.ts): Indian grouping in English. */
const count = (n: number) => formatNumber(n, 'en');
const rupees = (paise: number) => formatRupees(paise);

/** The offices whose screens are not part of this release: their landing page says so. */
export const OFFICES: Role[] = [
  'ROLE_TRANSPORTATION_INCHARGE',
  'ROLE_LIBRARY_INCHARGE',
  'ROLE_LIBRARY_ASSISTANT',
  'ROLE_OPAC_LIBRARY',
  'ROLE_IQAC_INCHARGE',
  'ROLE_IQAC_COORDINATOR',
  'ROLE_GRIEVANCE_INCHARGE',
  'ROLE_HOSTEL_INCHARGE',
  'ROLE_PLACEMENT_DEAN',
];

type Figures = Record<string, unknown>;
/** Which figure each landing page shows, and what the API says it must read. */
export const LANDING_FIGURES: { roles: Role[]; call: string; testId: string; text: (d: Figures) => string }[] = [
  { roles: ['ROLE_ADMIN'], call: 'dashboards/admin', testId: 'figure-users', text: (d) => count(d.users as number) },
  { roles: ['ROLE_ADMISSIONS'], call: 'dashboards/admissions', testId: 'figure-admissions-year', text: (d) => count(d.thisYear as number) },
  { roles: ['ROLE_EXAMINATION'], call: 'dashboards/examinations', testId: 'figure-published', text: (d) => count(d.published as number) },
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
