import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentOption, CasteCategory, CourseView, Degree, DepartmentDetails, KeyValueKey, PublicDepartment } from '@campus/shared';
import { api } from './api';

/**
 * The lists of master data every form chooses from (degrees, courses, batches, branches, semesters,
 * categories, seat and admission types, agents, key-value lists, departments): one call, one query
 * key and one hook each, whichever feature shows them, so two screens asking for the same list share
 * one answer in the cache.
 *
 * Every list is cached under the `masterLists` prefix. A master-data change invalidates the prefix, so
 * no form keeps offering a stale or deactivated entry.
 */
export const MASTER_LISTS = 'masterLists';

/** A list changes only when an administrator edits master data, which refreshes it anyway. */
const LIST_STALE_MS = 5 * 60_000;

/** The options of one list: `['masterLists', ...parts]`, read again after five minutes at most. */
const masterList = <T>(parts: readonly unknown[], queryFn: () => Promise<T>) =>
  queryOptions({ queryKey: [MASTER_LISTS, ...parts], queryFn, staleTime: LIST_STALE_MS });

/** `getDegreeByLevel`: the degrees (courses with their level), as an alumnus chooses theirs. */
export const getDegrees = () => api<Degree[]>('getDegreeByLevel');
export const getDegreesQueryOptions = () => masterList(['degrees'], getDegrees);
export const useDegrees = () => useQuery(getDegreesQueryOptions());

/** `courses/view`: the active courses. */
export const getCourses = () => api<CourseView[]>('courses/view');
export const getCoursesQueryOptions = () => masterList(['courses'], getCourses);
export const useCourses = () => useQuery(getCoursesQueryOptions());

/** `getBatchesByDegrees?degree`: the batches of a course (its code). */
export const getBatches = (course: string) => api<string[]>('getBatchesByDegrees', { query: { degree: course } });
export const getBatchesQueryOptions = (course: string) => masterList(['batches', course], () => getBatches(course));
export const useBatches = (course: string) => useQuery({ ...getBatchesQueryOptions(course), enabled: Boolean(course) });

/** `getBranchesShortForms?course&batch`: the branches (short forms) of a course, of one batch when it is given. */
export const getBranches = (course: string, batch: string) =>
  api<string[]>('getBranchesShortForms', { query: { course, batch: batch || undefined } });
export const getBranchesQueryOptions = (course: string, batch: string) =>
  masterList(['branches', course, batch], () => getBranches(course, batch));
export const useBranches = (course: string, batch: string, enabled = Boolean(course)) =>
  useQuery({ ...getBranchesQueryOptions(course, batch), enabled });

/** `getDistinct/SemesterMaintenanceSemesters?course`: the semesters of a course. */
export const getSemesters = (course: string) => api<string[]>('getDistinct/SemesterMaintenanceSemesters', { query: { course } });
export const getSemestersQueryOptions = (course: string) => masterList(['semesters', course], () => getSemesters(course));
export const useSemesters = (course: string, enabled = Boolean(course)) => useQuery({ ...getSemestersQueryOptions(course), enabled });

/** `getAllCasteCatogeries`: the caste categories. */
export const getCasteCategories = () => api<CasteCategory[]>('getAllCasteCatogeries');
export const getCasteCategoriesQueryOptions = () => masterList(['casteCategories'], getCasteCategories);
export const useCasteCategories = () => useQuery(getCasteCategoriesQueryOptions());

/** `getAllSubCastesByCaste/:category`: the sub-castes of a caste category (its code). */
export const getSubCastes = (category: string) => api<string[]>(`getAllSubCastesByCaste/${encodeURIComponent(category)}`);
export const getSubCastesQueryOptions = (category: string) => masterList(['subCastes', category], () => getSubCastes(category));
export const useSubCastes = (category: string) => useQuery({ ...getSubCastesQueryOptions(category), enabled: Boolean(category) });

/** `getKeyValuePair?key`: one key-value list (nationalities, religions, entrance types). */
export const getKeyValues = (key: KeyValueKey) => api<string[]>('getKeyValuePair', { query: { key } });
export const getKeyValuesQueryOptions = (key: KeyValueKey) => masterList(['keyValues', key], () => getKeyValues(key));
export const useKeyValues = (key: KeyValueKey) => useQuery(getKeyValuesQueryOptions(key));

/** `getAgentsForDropdown`: the admission agents. */
export const getAgents = () => api<AgentOption[]>('getAgentsForDropdown');
export const getAgentsQueryOptions = () => masterList(['agents'], getAgents);
export const useAgents = () => useQuery(getAgentsQueryOptions());

/** `getSeatTypesAsDrop`: seat types as `CODE,Label` (KNRR, BRILL and BRIG take their admission types from them). */
export const getSeatTypes = () => api<string[]>('getSeatTypesAsDrop');
export const getSeatTypesQueryOptions = () => masterList(['seatTypesAsDrop'], getSeatTypes);
export const useSeatTypes = (enabled = true) => useQuery({ ...getSeatTypesQueryOptions(), enabled });

/** `getAdmissionTypes`: the configured admission types (colleges that do not take them from the seat types). */
export const getAdmissionTypes = () => api<string[]>('getAdmissionTypes');
export const getAdmissionTypesQueryOptions = () => masterList(['admissionTypes'], getAdmissionTypes);
export const useAdmissionTypes = (enabled = true) => useQuery({ ...getAdmissionTypesQueryOptions(), enabled });

/**
 * `getAllDepartmentDetails`: the active departments, for every form that chooses one (never asked
 * for a HOD, who chooses only their own).
 */
export const getDepartmentDetails = () => api<DepartmentDetails[]>('getAllDepartmentDetails');
export const getDepartmentDetailsQueryOptions = () => masterList(['departmentDetails'], getDepartmentDetails);
export const useDepartmentDetails = (enabled: boolean) => useQuery({ ...getDepartmentDetailsQueryOptions(), enabled });

/** `public/departments`: the active departments, code and name, readable without a sign-in (the sign-up form's list). */
export const getPublicDepartments = () => api<PublicDepartment[]>('public/departments');
export const getPublicDepartmentsQueryOptions = () => masterList(['publicDepartments'], getPublicDepartments);
export const usePublicDepartments = (enabled: boolean) => useQuery({ ...getPublicDepartmentsQueryOptions(), enabled });
