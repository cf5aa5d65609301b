import { useQuery } from '@tanstack/react-query';
import type { MyMarks } from '@campus/shared';
import { api, ApiRequestError } from '../../../lib/api';

/**
 * `GET internal-marks/mine`: the signed-in student's internal marks of the classes released, or
 * their child's for a parent. A sign-in linked to no student is answered 404 at once, never again.
 */
export const useMyMarks = () =>
  useQuery({
    queryKey: ['my-marks'],
    queryFn: () => api<MyMarks>('internal-marks/mine'),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 1,
  });

/** The answer that the sign-in names no student: shown as a note, not as a failure to retry. */
export const isNoStudent = (err: Error) => err instanceof ApiRequestError && err.status === 404;
