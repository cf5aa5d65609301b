import { keepPreviousData, mutationOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  type FacultyWeek,
  type Period,
  type PeriodsInput,
  type Section,
  type SectionTimetable,
  type Slot,
  type SlotInput,
  type Substitution,
  type SubstitutionInput,
  type Teacher,
} from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const TIMETABLE_KEY = ['timetable'] as const;
/** Apart from the timetable's key: a class put on a timetable changes no batch, branch, section or teacher. */
const TIMETABLE_PLACES_KEY = ['timetable-places'] as const;

/** Something of the timetable changed: the periods, every week shown (a section's and a teacher's) and the substitutions. */
const afterChange = (queryClient: QueryClient) => () => void queryClient.invalidateQueries({ queryKey: TIMETABLE_KEY });

const useTimetableMutation = <TData, TVariables>(
  mutationFn: (v: TVariables) => Promise<TData>,
  config?: MutationConfig<TData, TVariables>,
) => useFeatureMutation((queryClient) => mutationOptions({ mutationFn, onSuccess: afterChange(queryClient) }), config);

// ---------------------------------------------------------------- Batches, branches, sections and teachers

/** `GET sections?batchId=&branchId=`: the sections of a batch's branch. */
export const useSections = (batchId: number | null, branchId: number | null) =>
  useQuery({
    queryKey: [...TIMETABLE_PLACES_KEY, 'sections', batchId, branchId],
    queryFn: () => api<Section[]>('sections', { query: { batchId: batchId!, branchId: branchId! } }),
    enabled: batchId !== null && branchId !== null,
    staleTime: 60_000,
  });

/** `GET sections/teachers?q=`: faculty members found by name or employee code, while the list is open. */
export const useTeachers = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...TIMETABLE_PLACES_KEY, 'teachers', q.trim()],
    queryFn: () => api<Teacher[]>('sections/teachers', { query: { q: q.trim() || undefined } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

// ---------------------------------------------------------------- Periods

/** `GET timetable/periods`: the periods of the college day, in order. */
export const usePeriods = (enabled = true) =>
  useQuery({ queryKey: [...TIMETABLE_KEY, 'periods'], queryFn: () => api<Period[]>('timetable/periods'), enabled });

/** `PUT timetable/periods`: the periods of the day as a whole; refused (409) when one taken away has classes. */
export const useSavePeriods = (config?: MutationConfig<Period[], PeriodsInput>) =>
  useTimetableMutation((input: PeriodsInput) => api<Period[]>('timetable/periods', { method: 'PUT', body: input }), config);

// ---------------------------------------------------------------- Weeks

/** `GET timetable/sections/:id`: a section's week, the periods and the classes (allocations) it may be given. */
export const useSectionTimetable = (sectionId: number | null) =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'section', sectionId],
    queryFn: () => api<SectionTimetable>(`timetable/sections/${sectionId}`),
    enabled: sectionId !== null,
  });

/** `GET timetable/faculty/:id`: a teacher's week. */
export const useFacultyWeek = (facultyId: number | null) =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'faculty', facultyId],
    queryFn: () => api<FacultyWeek>(`timetable/faculty/${facultyId}`),
    enabled: facultyId !== null,
  });

/** `GET timetable/mine`: the signed-in faculty member's week (404 when the sign-in is no faculty member's). */
export const useMyWeek = (enabled: boolean) =>
  useQuery({ queryKey: [...TIMETABLE_KEY, 'mine'], queryFn: () => api<FacultyWeek>('timetable/mine'), enabled });

/** `POST timetable/slots`: a class put on a section's timetable; a clash with a teacher, a room or the section is a 409. */
export const useAddSlot = (config?: MutationConfig<Slot, SlotInput>) =>
  useTimetableMutation((input: SlotInput) => api<Slot>('timetable/slots', { method: 'POST', body: input }), config);

/** `DELETE timetable/slots/:id`. */
export const useRemoveSlot = (config?: MutationConfig<unknown, Slot>) =>
  useTimetableMutation((slot: Slot) => api<unknown>(`timetable/slots/${slot.id}`, { method: 'DELETE' }), config);

// ---------------------------------------------------------------- Substitutions

/** `GET timetable/substitutions?date=`: the substitutes arranged for a day. */
export const useSubstitutions = (date: string | null) =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'substitutions', date],
    queryFn: () => api<Substitution[]>('timetable/substitutions', { query: { date: date! } }),
    enabled: date !== null,
    placeholderData: keepPreviousData,
  });

/** `POST timetable/substitutions`: another teacher takes a class on one day. */
export const useAddSubstitution = (config?: MutationConfig<Substitution, SubstitutionInput>) =>
  useTimetableMutation((input: SubstitutionInput) => api<Substitution>('timetable/substitutions', { method: 'POST', body: input }), config);

/** `DELETE timetable/substitutions/:id`. */
export const useRemoveSubstitution = (config?: MutationConfig<unknown, Substitution>) =>
  useTimetableMutation((s: Substitution) => api<unknown>(`timetable/substitutions/${s.id}`, { method: 'DELETE' }), config);
