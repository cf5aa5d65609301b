import { keepPreviousData, mutationOptions, useQuery } from '@tanstack/react-query';
import type { attendanceRulesSchema, AttendanceSettings, Section, Shortage } from '@campus/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const SHORTAGE_KEY = ['attendance-shortage'] as const;

/** The college's attendance rules as the server answers them, with the condonation fee in paise. */
export type AttendanceRules = z.infer<typeof attendanceRulesSchema>;
/** Apart from the shortage's key: saving the rules does not change the batches, branches or sections. */
const SHORTAGE_PLACES_KEY = ['attendance-shortage-places'] as const;

/** `GET sections?batchId=&branchId=`: the sections of a batch's branch. */
export const useSections = (batchId: number | null, branchId: number | null) =>
  useQuery({
    queryKey: [...SHORTAGE_PLACES_KEY, 'sections', batchId, branchId],
    queryFn: () => api<Section[]>('sections', { query: { batchId: batchId!, branchId: branchId! } }),
    enabled: batchId !== null && branchId !== null,
    staleTime: 60_000,
  });

/** `GET attendance/shortage?sectionId=`: the section's students below the required share, lowest first. */
export const useShortage = (sectionId: number | null) =>
  useQuery({
    queryKey: [...SHORTAGE_KEY, 'shortage', sectionId],
    queryFn: () => api<Shortage>('attendance/shortage', { query: { sectionId: sectionId! } }),
    enabled: sectionId !== null,
    placeholderData: keepPreviousData,
  });

/** `GET attendance/settings`: the required and condonable shares, the teachers' correction window and the condonation fee. */
export const useAttendanceSettings = () =>
  useQuery({ queryKey: [...SHORTAGE_KEY, 'settings'], queryFn: () => api<AttendanceRules>('attendance/settings') });

/** `PUT attendance/settings`: new rules change every shortage list, so the lists are read again. */
export const useSaveAttendanceSettings = (config?: MutationConfig<AttendanceRules, AttendanceSettings>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: (input: AttendanceSettings) => api<AttendanceRules>('attendance/settings', { method: 'PUT', body: input }),
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: SHORTAGE_KEY }),
      }),
    config,
  );
