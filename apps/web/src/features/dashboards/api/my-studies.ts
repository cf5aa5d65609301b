import { useQuery } from '@tanstack/react-query';
import type { MyAttendance, MyMarks } from '@campus/shared';
import { api, ApiRequestError } from '../../../lib/api';

/** A sign-in linked to no student (or one not placed in a section yet) is answered 404 at once, never again. */
const notAgainOn404 = (count: number, err: Error) => !(err instanceof ApiRequestError && err.status === 404) && count < 1;

/** The answer that there is nothing of the student's to show yet: said quietly, not as a failure. */
export const isNothingYet = (err: Error) => err instanceof ApiRequestError && err.status === 404;

/** `GET attendance/mine`: the student's (a parent's: their child's) attendance overall, for the landing page. */
export const useMyAttendanceFigures = () =>
  useQuery({ queryKey: ['my-attendance'], queryFn: () => api<MyAttendance>('attendance/mine'), retry: notAgainOn404 });

/** `GET internal-marks/mine`: the student's (a parent's: their child's) internal marks released, for the landing page. */
export const useMyMarksFigures = () =>
  useQuery({ queryKey: ['my-marks'], queryFn: () => api<MyMarks>('internal-marks/mine'), retry: notAgainOn404 });
