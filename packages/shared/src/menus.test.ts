import { describe, expect, it } from 'vitest';
import { allFeatureLinks, FEATURE_MENU, menuFor, permissionOfLink, type MenuItem } from './menus.js';
import { can, landingRouteFor, ROLES } from './roles.js';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((i) => [i, ...(i.child ? flatten(i.child) : [])]);
}
const keysOf = (roles: string[]) => flatten(menuFor(roles, landingRouteFor(roles))).map((i) => i.key);

describe('menuFor', () => {
  it('gives each role only screens whose route lets that role in: the page tour opens a screen once, for the first role that has it', () => {
    for (const role of ROLES) {
      const landing = landingRouteFor([role]);
      const refused = flatten(menuFor([role], landing))
        .filter((item) => item.link !== landing && item.link.startsWith('/app/'))
        .filter((item) => !can([role], permissionOfLink(item.link)!));
      expect(refused.map((i) => `${role} ${i.link}`)).toEqual([]);
    }
  });

  it('starts with the dashboard at the landing route', () => {
    const [first] = menuFor(['ROLE_HOD'], landingRouteFor(['ROLE_HOD']));
    expect(first).toMatchObject({ key: 'dashboard', link: '/app/HOD Dashboard' });
  });

  it.each(ROLES)('shows %s only what the matrix allows, and everything it allows', (role) => {
    const shown = new Set(keysOf([role]));
    for (const item of flatten(FEATURE_MENU)) expect(shown.has(item.key), `${role}: ${item.key}`).toBe(can([role], item.permission));
  });

  it('gives the admin every feature but the library catalogue, which only the library staff keep, a student’s own bus pass, hostel room, placements and attendance, a teacher’s registers, and the grievance cell’s register', () => {
    const library = [
      'libraryCirculation',
      'libraryHolds',
      'libraryRules',
      'libraryCatalogue',
      'libraryReports',
      'busPass',
      'hostelRoom',
      'grievances',
      'grievanceRegister',
      'grievanceCommittee',
      'grievanceReports',
      'myPlacements',
      'attendance',
      'myAttendance',
      'internalMarks',
      'myMarks',
    ];
    expect(keysOf(['ROLE_ADMIN'])).toEqual([
      'dashboard',
      ...flatten(FEATURE_MENU)
        .map((i) => i.key)
        .filter((k) => !library.includes(k)),
    ]);
  });

  it('shows the library staff the search, the desk and the catalogue, the OPAC desk and readers the search alone', () => {
    expect(keysOf(['ROLE_LIBRARY_INCHARGE'])).toEqual([
      'dashboard',
      'examResults',
      'library',
      'libraryOpac',
      'libraryCirculation',
      'libraryHolds',
      'libraryRules',
      'libraryNoDues',
      'libraryCatalogue',
      'libraryReports',
      'myGrievances',
    ]);
    expect(keysOf(['ROLE_LIBRARY_ASSISTANT'])).toEqual([
      'dashboard',
      'examResults',
      'library',
      'libraryOpac',
      'libraryCirculation',
      'libraryHolds',
      'libraryNoDues',
      'libraryCatalogue',
      'libraryReports',
      'myGrievances',
    ]);
    // The offices a student leaves through ask the library for its no-dues.
    for (const role of ['ROLE_ADMIN', 'ROLE_ADMINISTRATION', 'ROLE_ADMISSIONS', 'ROLE_PLACEMENT_DEAN'])
      expect(keysOf([role]), role).toContain('libraryNoDues');
    for (const role of ['ROLE_OPAC_LIBRARY', 'ROLE_STUDENT', 'ROLE_ACCOUNTANT']) {
      expect(keysOf([role])).toContain('libraryOpac');
      expect(keysOf([role])).not.toContain('libraryCatalogue');
      expect(keysOf([role])).not.toContain('libraryCirculation');
      expect(keysOf([role])).not.toContain('libraryReports');
      expect(keysOf([role])).not.toContain('libraryNoDues');
      expect(keysOf([role])).not.toContain('libraryHolds');
    }
    expect(keysOf(['ROLE_PARENT'])).not.toContain('library');
  });

  it('shows admissions staff the admission forms and the register but not results or users', () => {
    const keys = keysOf(['ROLE_ADMISSIONS']);
    expect(keys).toEqual(
      expect.arrayContaining(['admissions', 'admissionForm', 'studentAdmissionForm', 'admissionsRegister', 'examResults']),
    );
    expect(keys).not.toContain('resultsUpload');
    expect(keys).not.toContain('users');
    expect(keys).not.toContain('createUser');
  });

  it('shows a student their attendance, the public results, fees, alumni registration, the library search and their own grievances and placements only', () => {
    expect(keysOf(['ROLE_STUDENT'])).toEqual([
      'dashboard',
      'myAttendance',
      'myMarks',
      'examResults',
      'feePayment',
      'busPass',
      'hostelRoom',
      'alumniRegistration',
      'library',
      'libraryOpac',
      'myGrievances',
      'myPlacements',
    ]);
  });

  it('shows the placement office its drives, companies and figures, the principal and the admin too, and a student their own placements', () => {
    const office = ['placements', 'placementDrives', 'placementCompanies', 'placementFigures'];
    for (const role of ['ROLE_PLACEMENT_DEAN', 'ROLE_ADMIN', 'ROLE_PRINCIPAL']) {
      expect(keysOf([role]), role).toEqual(expect.arrayContaining(office));
      expect(keysOf([role]), role).not.toContain('myPlacements');
    }
    for (const role of ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_DEAN', 'ROLE_GRIEVANCE_INCHARGE'])
      for (const key of office) expect(keysOf([role]), role).not.toContain(key);
    expect(keysOf(['ROLE_STUDENT'])).toContain('myPlacements');
    expect(keysOf(['ROLE_PARENT'])).not.toContain('myPlacements');
  });

  it('shows the curriculum to the academics office, those who teach by it and the examination cell; not to students or parents', () => {
    for (const role of ['ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_FACULTY', 'ROLE_HOD', 'ROLE_EXAMINATION', 'ROLE_PRINCIPAL'])
      expect(keysOf([role]), role).toContain('curriculum');
    for (const role of ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ALUMNI', 'ROLE_ACCOUNTANT']) expect(keysOf([role]), role).not.toContain('curriculum');
  });

  it('shows teachers their registers, the heads and offices the shortage lists, and students and parents their own attendance', () => {
    for (const role of ['ROLE_FACULTY', 'ROLE_HOD']) expect(keysOf([role]), role).toContain('attendance');
    for (const role of ['ROLE_HOD', 'ROLE_PRINCIPAL', 'ROLE_ACADEMICS', 'ROLE_EXAMINATION']) expect(keysOf([role]), role).toContain('attendanceShortage');
    for (const role of ['ROLE_STUDENT', 'ROLE_PARENT']) {
      expect(keysOf([role]), role).toContain('myAttendance');
      expect(keysOf([role]), role).not.toContain('attendance');
    }
    expect(keysOf(['ROLE_FACULTY'])).not.toContain('attendanceShortage');
  });

  it('shows teachers their internal marks, the offices and heads the classes’ marks and the eligibility list, and students and parents their released marks', () => {
    for (const role of ['ROLE_FACULTY', 'ROLE_HOD']) expect(keysOf([role]), role).toContain('internalMarks');
    for (const role of ['ROLE_HOD', 'ROLE_PRINCIPAL', 'ROLE_ACADEMICS', 'ROLE_EXAMINATION'])
      expect(keysOf([role]), role).toEqual(expect.arrayContaining(['marksOverview', 'eligibility']));
    for (const role of ['ROLE_STUDENT', 'ROLE_PARENT']) {
      expect(keysOf([role]), role).toContain('myMarks');
      expect(keysOf([role]), role).not.toContain('internalMarks');
      expect(keysOf([role]), role).not.toContain('eligibility');
    }
    expect(keysOf(['ROLE_FACULTY'])).not.toContain('marksOverview');
  });

  it('shows sections and timetables to those who read the curriculum; not to students, parents or the accounts office', () => {
    for (const role of ['ROLE_ACADEMICS', 'ROLE_ADMIN', 'ROLE_FACULTY', 'ROLE_HOD', 'ROLE_EXAMINATION', 'ROLE_PRINCIPAL'])
      expect(keysOf([role]), role).toEqual(expect.arrayContaining(['sections', 'timetable']));
    for (const role of ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ALUMNI', 'ROLE_ACCOUNTANT'])
      for (const key of ['sections', 'timetable']) expect(keysOf([role]), role).not.toContain(key);
  });

  it('lets everyone but an alumnus file a grievance, and shows the register, committee and reports to the grievance cell and the principal alone', () => {
    const cell = ['grievances', 'grievanceRegister', 'grievanceCommittee', 'grievanceReports'];
    for (const role of ['ROLE_GRIEVANCE_INCHARGE', 'ROLE_PRINCIPAL']) {
      expect(keysOf([role]), role).toEqual(expect.arrayContaining(['myGrievances', ...cell]));
    }
    for (const role of ['ROLE_ADMIN', 'ROLE_FACULTY', 'ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_HOSTEL_INCHARGE']) {
      expect(keysOf([role]), role).toContain('myGrievances');
      for (const key of cell) expect(keysOf([role]), role).not.toContain(key);
    }
    expect(keysOf(['ROLE_ALUMNI'])).not.toContain('myGrievances');
  });

  it('shows the hostel office its rooms, room types, applications, fees, leave, complaints and visitors, the college heads too, and no one else', () => {
    const hostel = [
      'hostel',
      'hostelRooms',
      'hostelRoomTypes',
      'hostelApplications',
      'hostelFees',
      'hostelLeave',
      'hostelComplaints',
      'hostelVisitors',
    ];
    expect(keysOf(['ROLE_HOSTEL_INCHARGE'])).toEqual(expect.arrayContaining(hostel));
    for (const role of ['ROLE_ADMIN', 'ROLE_PRINCIPAL', 'ROLE_DIRECTOR', 'ROLE_ADMINISTRATION'])
      expect(keysOf([role]), role).toEqual(expect.arrayContaining(hostel));
    for (const role of ['ROLE_STUDENT', 'ROLE_TRANSPORTATION_INCHARGE', 'ROLE_ACCOUNTANT'])
      expect(keysOf([role]), role).not.toContain('hostel');
  });

  it('shows the transport office its routes and vehicles, the college heads too, and no one else', () => {
    const transport = ['transport', 'transportRoutes', 'transportVehicles', 'transportPasses'];
    expect(keysOf(['ROLE_TRANSPORTATION_INCHARGE'])).toEqual(expect.arrayContaining(transport));
    for (const role of ['ROLE_ADMIN', 'ROLE_PRINCIPAL', 'ROLE_DIRECTOR', 'ROLE_ADMINISTRATION'])
      expect(keysOf([role]), role).toEqual(expect.arrayContaining(transport));
    for (const role of ['ROLE_STUDENT', 'ROLE_LIBRARY_INCHARGE', 'ROLE_ACCOUNTANT'])
      expect(keysOf([role]), role).not.toContain('transport');
  });

  it('shows a parent the attendance, fees, bus pass and hostel room of their ward, and their own grievances', () => {
    expect(keysOf(['ROLE_PARENT'])).toEqual(['dashboard', 'myAttendance', 'myMarks', 'examResults', 'feePayment', 'busPass', 'hostelRoom', 'myGrievances']);
  });

  it('shows a role with no feature right the dashboard, public links, the library search and their own grievances only', () => {
    expect(keysOf(['ROLE_SECURITY'])).toEqual(['dashboard', 'examResults', 'library', 'libraryOpac', 'myGrievances']);
    expect(menuFor(['ROLE_SECURITY'], '/app')[0].link).toBe('/app');
  });

  it('treats the old placement dean spelling like the new one', () => {
    expect(keysOf(['ROLE_PLACEMENT_rDEAN'])).toEqual(keysOf(['ROLE_PLACEMENT_DEAN']));
    expect(keysOf(['ROLE_PLACEMENT_rDEAN'])).toContain('alumniHistory');
  });

  it('shows the office its messages page, after the audit log', () => {
    expect(keysOf(['ROLE_ADMINISTRATION'])).toContain('messages');
    expect(keysOf(['ROLE_ACCOUNTANT'])).not.toContain('messages');
    const admin = keysOf(['ROLE_ADMIN']);
    expect(admin.indexOf('messages')).toBe(admin.indexOf('auditLog') + 1);
  });

  it('has unique keys and links, all absolute; a group may open at one of its own screens', () => {
    const items = flatten(FEATURE_MENU);
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
    // The grievance cell's group opens at its register, the link of its first screen (its landing page is /app/Grievances);
    // the placement office's at its drives (its landing page is /app/Placements/Company Placement).
    const opensAtOwnScreen = (i: MenuItem) => i.child?.some((c) => c.link === i.link) === true;
    const links = items.filter((i) => !opensAtOwnScreen(i)).map((i) => i.link);
    expect(new Set(links).size).toBe(links.length);
    expect(new Set(allFeatureLinks())).toEqual(new Set(links));
    for (const link of links) expect(link.startsWith('/')).toBe(true);
  });
});
