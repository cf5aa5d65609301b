import { keepPreviousData, mutationOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ClassesOfDay, Register, RegisterQuery, RegisterSave } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

export const ATTENDANCE_KEY = ['attendance'] as const;

/** A register was marked or corrected: the day's classes (their states, the pending list) and the registers shown. */
export const refreshAttendance = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY });

/** `GET attendance/classes?date=`: the signed-in teacher's classes of a day and their registers' states. */
export const useClassesOfDay = (date: string) =>
  useQuery({
    queryKey: [...ATTENDANCE_KEY, 'classes', date],
    queryFn: () => api<ClassesOfDay>('attendance/classes', { query: { date } }),
    placeholderData: keepPreviousData,
  });

/** `GET attendance/register?allocationId=&date=&period=`: one class's register of a day and period. */
export const useRegister = (query: RegisterQuery | null) =>
  useQuery({
    queryKey: [...ATTENDANCE_KEY, 'register', query?.allocationId, query?.date, query?.period],
    queryFn: () => api<Register>('attendance/register', { query: { ...query! } }),
    enabled: query !== null,
    // A register open on the phone is not fetched again behind the teacher's taps.
    refetchOnWindowFocus: false,
  });

/** `PUT attendance/register`: the absentees of a class in a period, one request. */
export const sendRegister = (save: RegisterSave) => api<Register>('attendance/register', { method: 'PUT', body: save });

/**
 * Saves a register; the day's classes are loaded again once it is stored. Sent even when the browser
 * says it is offline (networkMode 'always'): the failure is what keeps the save on the phone, where
 * a mutation left to wait for the network would only stay pending.
 */
export const useSaveRegister = (config?: MutationConfig<Register, RegisterSave>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({ mutationFn: sendRegister, networkMode: 'always', onSuccess: () => void refreshAttendance(queryClient) }),
    config,
  );
