import { useQuery } from '@tanstack/react-query';
import type { AgentOption, CasteCategory, CourseView, ExistingStudent, KeyValueKey } from '@campus/shared';
import { api } from '../../lib/api';
import { masterListKey } from '../../lib/query-keys';

const long = { staleTime: 5 * 60_000 };
const useList = <T>(key: unknown[], path: string, query?: Record<string, string | undefined>, enabled = true) =>
  useQuery({ queryKey: masterListKey('fullAdmission', ...key), queryFn: () => api<T>(path, { query }), enabled, ...long });

export const useFullCourses = () => useList<CourseView[]>(['courses'], 'courses/view');
export const useFullBatches = (course: string) =>
  useList<string[]>(['batches', course], 'getBatchesByDegrees', { degree: course }, Boolean(course));
export const useFullBranches = (course: string, batch: string) =>
  useList<string[]>(['branches', course, batch], 'getBranchesShortForms', { course, batch }, Boolean(course && batch));
export const useFullSemesters = (course: string, branch: string) =>
  useList<string[]>(['semesters', course], 'getDistinct/SemesterMaintenanceSemesters', { course }, Boolean(course && branch));
export const useFullCategories = () => useList<CasteCategory[]>(['categories'], 'getAllCasteCatogeries');
export const useFullSubCastes = (category: string) =>
  useList<string[]>(['subCastes', category], `getAllSubCastesByCaste/${encodeURIComponent(category)}`, undefined, Boolean(category));
export const useFullKeyValues = (key: KeyValueKey) => useList<string[]>(['keyValues', key], 'getKeyValuePair', { key });
export const useFullAgents = () => useList<AgentOption[]>(['agents'], 'getAgentsForDropdown');
export const useFullSeatTypesAsDrop = (enabled: boolean) =>
  useList<string[]>(['seatTypesAsDrop'], 'getSeatTypesAsDrop', undefined, enabled);
/** The configured admission types (colleges that do not take them from the seat-type list). */
export const useFullAdmissionTypes = (enabled: boolean) => useList<string[]>(['admissionTypes'], 'getAdmissionTypes', undefined, enabled);

export const findStudent = (rollNumber: string) => api<ExistingStudent>(`admissions/students/${encodeURIComponent(rollNumber.trim())}`);
