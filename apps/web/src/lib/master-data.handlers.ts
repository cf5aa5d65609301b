import { http, HttpResponse } from 'msw';
import type { AgentOption, CasteCategory, CourseView, Degree, DepartmentDetails, PublicDepartment } from '@campus/shared';

// The master-data lists every feature shares (lib/master-data.ts), as a small college has them.

const DEGREES: Degree[] = [{ id: 1, degree: 'B.Tech', name: 'Bachelor of Technology', level: 'UG' }];
const COURSES: CourseView[] = [
  { id: 1, code: 'B.Tech', name: 'Bachelor of Technology', level: 'UG', durationYears: 4 },
  { id: 2, code: 'MBA', name: 'Master of Business Administration', level: 'PG', durationYears: 2 },
];
/** The batches of a course, newest first. */
const BATCHES: string[] = ['2025-2029', '2024-2028', '2022-2026', '2021-2025', '2020-2024'];
const BRANCHES: string[] = ['CSE', 'ECE', 'EEE'];
const DEPARTMENTS: DepartmentDetails[] = [
  { departmentCreationPrimaryKey: { departmentName: 'CSE' }, departmentFullName: 'Computer Science and Engineering' },
  { departmentCreationPrimaryKey: { departmentName: 'ECE' }, departmentFullName: 'Electronics and Communication Engineering' },
];
const PUBLIC_DEPARTMENTS: PublicDepartment[] = DEPARTMENTS.map((d) => ({
  code: d.departmentCreationPrimaryKey.departmentName,
  name: d.departmentFullName,
}));
const CASTE_CATEGORIES: CasteCategory[] = [
  { id: 1, code: 'OC', name: 'Open Category' },
  { id: 2, code: 'BC-A', name: 'Backward Classes A' },
];
const AGENTS: AgentOption[] = [{ id: 1, name: 'Direct' }];
const lists = (body: string[]) => () => HttpResponse.json(body);

export const masterDataHandlers = [
  http.get('/api/getDegreeByLevel', () => HttpResponse.json(DEGREES)),
  http.get('/api/courses/view', () => HttpResponse.json(COURSES)),
  http.get('/api/getBatchesByDegrees', lists(BATCHES)),
  http.get('/api/getBranchesShortForms', lists(BRANCHES)),
  http.get('/api/getDistinct/SemesterMaintenanceSemesters', lists(['I-I', 'I-II', 'II-I', 'II-II'])),
  http.get('/api/getAllCasteCatogeries', () => HttpResponse.json(CASTE_CATEGORIES)),
  http.get('/api/getAllSubCastesByCaste/:category', lists([])),
  http.get('/api/getKeyValuePair', lists([])),
  http.get('/api/getAgentsForDropdown', () => HttpResponse.json(AGENTS)),
  http.get('/api/getSeatTypesAsDrop', lists(['CONV,Convener', 'MGMT,Management'])),
  http.get('/api/getAdmissionTypes', lists(['Regular', 'Lateral Entry'])),
  http.get('/api/getAllDepartmentDetails', () => HttpResponse.json(DEPARTMENTS)),
  http.get('/api/public/departments', () => HttpResponse.json(PUBLIC_DEPARTMENTS)),
];
