import { mutationOptions, useQuery } from '@tanstack/react-query';
import type { Condonation, MyAttendance } from '@campus/shared';
import { api, ApiRequestError } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const MY_ATTENDANCE_KEY = ['my-attendance'] as const;

/**
 * `GET attendance/mine`: the signed-in student's attendance per subject and overall, or their
 * child's for a parent. A sign-in linked to no student is answered 404 at once, never again.
 */
export const useMyAttendance = () =>
  useQuery({
    queryKey: MY_ATTENDANCE_KEY,
    queryFn: () => api<MyAttendance>('attendance/mine'),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 1,
  });

/** The answer that the sign-in names no student: shown as a note, not as a failure to retry. */
export const isNoStudent = (err: Error) => err instanceof ApiRequestError && err.status === 404;

/** `POST attendance/condonations`: the student (or their parent) asks a condonation of the shortage; its fee becomes a due in Pay Fees. */
export const useAskMyCondonation = (config?: MutationConfig<Condonation, void>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: () => api<Condonation>('attendance/condonations', { method: 'POST', body: {} }),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_ATTENDANCE_KEY }),
      }),
    config,
  );
