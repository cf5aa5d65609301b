import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ADMISSION_TYPES, seatTypeDropCode, usesSeatTypesForAdmission } from '@campus/shared';
import { api } from '../../lib/api';
import { useCollegeCode } from '../../lib/college';
import { masterListKey } from '../../lib/query-keys';

const long = { staleTime: 5 * 60_000 };

/** Admission types: the seat-type list for KNRR, BRILL, BRIG (first part shown), else the configured types. */
export function useAdmissionTypeOptions() {
  const code = useCollegeCode().data ?? '';
  const seatBased = usesSeatTypesForAdmission(code);
  return useQuery({
    queryKey: masterListKey('admissionTypeOptions', seatBased),
    queryFn: async () => {
      if (seatBased) return (await api<string[]>('getSeatTypesAsDrop')).map(seatTypeDropCode);
      const types = await api<string[]>('getAdmissionTypes');
      return types.length ? types : [...DEFAULT_ADMISSION_TYPES];
    },
    ...long,
  });
}

export function useCourses() {
  return useQuery({
    queryKey: masterListKey('coursesView'),
    queryFn: () => api<{ code: string; name: string }[]>('courses/view'),
    ...long,
  });
}

export function useBatches(course: string) {
  return useQuery({
    queryKey: masterListKey('batches', course),
    queryFn: () => api<string[]>('getBatchesByDegrees', { query: { degree: course } }),
    enabled: Boolean(course),
    ...long,
  });
}

export function useBranches(course: string, batch: string) {
  return useQuery({
    queryKey: masterListKey('branches', course, batch),
    queryFn: () => api<string[]>('getBranchesShortForms', { query: { course, batch: batch || undefined } }),
    enabled: Boolean(course),
    ...long,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: masterListKey('casteCategories'),
    queryFn: () => api<{ code: string; name: string }[]>('getAllCasteCatogeries'),
    ...long,
  });
}

export function useSubCastes(category: string) {
  return useQuery({
    queryKey: masterListKey('subCastes', category),
    queryFn: () => api<string[]>(`getAllSubCastesByCaste/${encodeURIComponent(category)}`),
    enabled: Boolean(category),
    ...long,
  });
}

export function useKeyValues(key: 'Nationality' | 'Religion') {
  return useQuery({
    queryKey: masterListKey('keyValues', key),
    queryFn: () => api<string[]>('getKeyValuePair', { query: { key } }),
    ...long,
  });
}
