import { can, type Permission } from './roles.js';

/** A sidebar entry (spec 001 section 2, header and menus). `name` is an i18n key under `menu.`. */
export interface MenuItem {
  key: string;
  name: string;
  link: string;
  icon: string;
  permission: Permission;
  badge?: string;
  child?: MenuItem[];
}

/** Feature screens reachable from the sidebar. Links are the app's routes. */
export const FEATURE_MENU: MenuItem[] = [
  {
    key: 'admissions',
    name: 'admissions',
    link: '/app/Admission',
    icon: 'school',
    permission: 'admissions.read',
    child: [
      {
        key: 'admissionForm',
        name: 'admissionForm',
        link: '/app/Admission/Admission Form',
        icon: 'assignment',
        permission: 'admissions.manage',
      },
      {
        key: 'studentAdmissionForm',
        name: 'studentAdmissionForm',
        link: '/app/Admission/Student Admission Form',
        icon: 'person_add',
        permission: 'admissions.manage',
      },
      {
        key: 'admissionsRegister',
        name: 'admissionsRegister',
        link: '/app/Admission/Admissions Register',
        icon: 'menu_book',
        permission: 'admissions.read',
      },
    ],
  },
  { key: 'masterData', name: 'masterData', link: '/app/Master Data', icon: 'storage', permission: 'masterdata.manage' },
  { key: 'curriculum', name: 'curriculum', link: '/app/Academics/Curriculum', icon: 'library_books', permission: 'curriculum.read' },
  { key: 'sections', name: 'sections', link: '/app/Academics/Sections', icon: 'groups', permission: 'sections.read' },
  { key: 'timetable', name: 'timetable', link: '/app/Academics/Timetable', icon: 'calendar_view_week', permission: 'timetable.read' },
  { key: 'attendance', name: 'attendance', link: '/app/Attendance', icon: 'fact_check', permission: 'attendance.mark' },
  { key: 'attendanceShortage', name: 'attendanceShortage', link: '/app/Academics/Attendance', icon: 'event_busy', permission: 'attendance.read' },
  { key: 'myAttendance', name: 'myAttendance', link: '/app/My Attendance', icon: 'fact_check', permission: 'attendance.own' },
  { key: 'eligibility', name: 'eligibility', link: '/app/Academics/Eligibility', icon: 'how_to_reg', permission: 'attendance.read' },
  { key: 'internalMarks', name: 'internalMarks', link: '/app/Internal Marks', icon: 'grading', permission: 'marks.enter' },
  { key: 'marksOverview', name: 'marksOverview', link: '/app/Academics/Internal Marks', icon: 'assessment', permission: 'marks.read' },
  { key: 'myMarks', name: 'myMarks', link: '/app/My Marks', icon: 'grading', permission: 'marks.own' },
  {
    key: 'examinations',
    name: 'examinations',
    link: '/app/Examinations',
    icon: 'grading',
    permission: 'results.manage',
    child: [
      { key: 'resultsUpload', name: 'resultsUpload', link: '/app/Examinations/Results', icon: 'upload_file', permission: 'results.manage' },
    ],
  },
  { key: 'examResults', name: 'examResults', link: '/examresults', icon: 'fact_check', permission: 'public.read' },
  { key: 'feePayment', name: 'feePayment', link: '/app/Fees/Pay Fees', icon: 'payments', permission: 'payments.dues' },
  { key: 'busPass', name: 'busPass', link: '/app/Bus Pass', icon: 'directions_bus', permission: 'transport.pass.own' },
  { key: 'hostelRoom', name: 'hostelRoom', link: '/app/Hostel Room', icon: 'hotel', permission: 'hostel.apply.own' },
  { key: 'feeCounter', name: 'feeCounter', link: '/app/Fees/Counter', icon: 'point_of_sale', permission: 'payments.counter' },
  { key: 'feeReports', name: 'feeReports', link: '/app/Fees/Reports', icon: 'receipt_long', permission: 'payments.reports' },
  { key: 'gatewayKeys', name: 'gatewayKeys', link: '/app/Fees/Payment Gateway Keys', icon: 'vpn_key', permission: 'payments.gatewayKeys' },
  {
    key: 'users',
    name: 'users',
    link: '/app/Users',
    icon: 'manage_accounts',
    permission: 'users.manage',
    child: [
      { key: 'createUser', name: 'createUser', link: '/app/Users/Create User', icon: 'person_add', permission: 'users.manage' },
      { key: 'createLogins', name: 'createLogins', link: '/app/Users/Create Logins', icon: 'group_add', permission: 'users.manage' },
    ],
  },
  {
    key: 'alumniRegistration',
    name: 'alumniRegistration',
    link: '/app/Alumni/Registration Form',
    icon: 'how_to_reg',
    permission: 'alumni.register',
  },
  { key: 'alumniHistory', name: 'alumniHistory', link: '/app/Alumni/History', icon: 'history_edu', permission: 'alumni.history' },
  { key: 'achievements', name: 'achievements', link: '/app/Faculty/Achievements', icon: 'emoji_events', permission: 'achievements.manage' },
  { key: 'encryptDecrypt', name: 'encryptDecrypt', link: '/app/Utilities/Encrypt Decrypt', icon: 'lock', permission: 'utilities.crypt' },
  { key: 'collegeSettings', name: 'collegeSettings', link: '/app/Settings/College', icon: 'settings', permission: 'settings.manage' },
  { key: 'auditLog', name: 'auditLog', link: '/app/Admin/Audit Log', icon: 'history', permission: 'audit.view' },
  { key: 'messages', name: 'messages', link: '/app/Admin/Messages', icon: 'mark_email_read', permission: 'notifications.office' },
  { key: 'feeStructure', name: 'feeStructure', link: '/app/Fees/Fee Structure', icon: 'assignment', permission: 'payments.feeStructure' },
  {
    key: 'library',
    name: 'library',
    link: '/app/Library',
    icon: 'local_library',
    permission: 'library.catalogue.read',
    child: [
      { key: 'libraryOpac', name: 'libraryOpac', link: '/app/Library/View Books', icon: 'search', permission: 'library.catalogue.read' },
      {
        key: 'libraryCirculation',
        name: 'libraryCirculation',
        link: '/app/Library/Circulation',
        icon: 'qr_code_scanner',
        permission: 'library.circulation.manage',
      },
      {
        key: 'libraryHolds',
        name: 'libraryHolds',
        link: '/app/Library/Holds',
        icon: 'bookmark',
        permission: 'library.circulation.manage',
      },
      {
        key: 'libraryRules',
        name: 'libraryRules',
        link: '/app/Library/Rules',
        icon: 'rule',
        permission: 'library.rules.manage',
      },
      {
        key: 'libraryNoDues',
        name: 'libraryNoDues',
        link: '/app/Library/No Dues',
        icon: 'fact_check',
        permission: 'library.clearance.read',
      },
      {
        key: 'libraryCatalogue',
        name: 'libraryCatalogue',
        link: '/app/Library/Catalogue',
        icon: 'menu_book',
        permission: 'library.catalogue.manage',
      },
      {
        key: 'libraryReports',
        name: 'libraryReports',
        link: '/app/Library/Reports',
        icon: 'summarize',
        permission: 'library.reports',
      },
    ],
  },
  {
    key: 'transport',
    name: 'transport',
    link: '/app/Transport',
    icon: 'directions_bus',
    permission: 'transport.read',
    child: [
      { key: 'transportRoutes', name: 'transportRoutes', link: '/app/Transport/Routes', icon: 'route', permission: 'transport.read' },
      {
        key: 'transportVehicles',
        name: 'transportVehicles',
        link: '/app/Transport/Vehicles',
        icon: 'directions_bus',
        permission: 'transport.read',
      },
      { key: 'transportPasses', name: 'transportPasses', link: '/app/Transport/Bus Passes', icon: 'badge', permission: 'transport.read' },
    ],
  },
  {
    key: 'hostel',
    name: 'hostel',
    link: '/app/Hostel',
    icon: 'hotel',
    permission: 'hostel.read',
    child: [
      { key: 'hostelRooms', name: 'hostelRooms', link: '/app/Hostel/Rooms', icon: 'bed', permission: 'hostel.read' },
      { key: 'hostelRoomTypes', name: 'hostelRoomTypes', link: '/app/Hostel/Room Types', icon: 'hotel', permission: 'hostel.read' },
      {
        key: 'hostelApplications',
        name: 'hostelApplications',
        link: '/app/Hostel/Applications',
        icon: 'assignment',
        permission: 'hostel.read',
      },
      { key: 'hostelFees', name: 'hostelFees', link: '/app/Hostel/Fees', icon: 'payments', permission: 'hostel.read' },
      { key: 'hostelLeave', name: 'hostelLeave', link: '/app/Hostel/Leave', icon: 'event_busy', permission: 'hostel.read' },
      { key: 'hostelComplaints', name: 'hostelComplaints', link: '/app/Hostel/Complaints', icon: 'build', permission: 'hostel.read' },
      { key: 'hostelVisitors', name: 'hostelVisitors', link: '/app/Hostel/Visitors', icon: 'how_to_reg', permission: 'hostel.read' },
    ],
  },
  { key: 'myGrievances', name: 'myGrievances', link: '/app/My Grievances', icon: 'support_agent', permission: 'grievances.file' },
  {
    key: 'grievances',
    name: 'grievances',
    link: '/app/Grievances/Register',
    icon: 'gavel',
    permission: 'grievances.figures',
    child: [
      {
        key: 'grievanceRegister',
        name: 'grievanceRegister',
        link: '/app/Grievances/Register',
        icon: 'list_alt',
        permission: 'grievances.figures',
      },
      {
        key: 'grievanceCommittee',
        name: 'grievanceCommittee',
        link: '/app/Grievances/Committee',
        icon: 'groups',
        permission: 'grievances.figures',
      },
      {
        key: 'grievanceReports',
        name: 'grievanceReports',
        link: '/app/Grievances/Reports',
        icon: 'assessment',
        permission: 'grievances.figures',
      },
    ],
  },
  { key: 'myPlacements', name: 'myPlacements', link: '/app/My Placements', icon: 'work', permission: 'placements.own' },
  {
    key: 'placements',
    name: 'placements',
    link: '/app/Placements/Drives',
    icon: 'business_center',
    permission: 'placements.read',
    child: [
      { key: 'placementDrives', name: 'placementDrives', link: '/app/Placements/Drives', icon: 'event', permission: 'placements.read' },
      {
        key: 'placementCompanies',
        name: 'placementCompanies',
        link: '/app/Placements/Companies',
        icon: 'business',
        permission: 'placements.read',
      },
      {
        key: 'placementFigures',
        name: 'placementFigures',
        link: '/app/Placements/Figures',
        icon: 'assessment',
        permission: 'placements.read',
      },
    ],
  },
];

function filterTree(items: MenuItem[], roles: readonly string[]): MenuItem[] {
  return items
    .filter((item) => can(roles, item.permission))
    .map((item) => (item.child ? { ...item, child: filterTree(item.child, roles) } : item));
}

/** The sidebar of a user: the dashboard first, then every feature the matrix allows. */
export function menuFor(roles: readonly string[], landingRoute: string): MenuItem[] {
  const dashboard: MenuItem = { key: 'dashboard', name: 'dashboard', link: landingRoute, icon: 'dashboard', permission: 'dashboard.view' };
  return [dashboard, ...filterTree(FEATURE_MENU, roles)];
}

/** Every feature link, flattened (for routing and tests). */
export function allFeatureLinks(items: MenuItem[] = FEATURE_MENU): string[] {
  return items.flatMap((i) => [i.link, ...(i.child ? allFeatureLinks(i.child) : [])]);
}

/** The permission a feature link needs, or undefined for a path that is no menu entry (dashboards). */
export function permissionOfLink(link: string, items: MenuItem[] = FEATURE_MENU): Permission | undefined {
  for (const item of items) {
    if (item.link === link) return item.permission;
    const inChild = item.child && permissionOfLink(link, item.child);
    if (inChild) return inChild;
  }
  return undefined;
}
