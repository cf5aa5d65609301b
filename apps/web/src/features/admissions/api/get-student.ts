import { queryOptions } from '@tanstack/react-query';
import type { ExistingStudent } from '@campus/shared';
import { api } from '../../../lib/api';

/** A student's saved admission, by roll number (the form's Modify mode). */
export const getStudent = (rollNumber: string) => api<ExistingStudent>(`admissions/students/${encodeURIComponent(rollNumber.trim())}`);

/** Read on demand (`queryClient.fetchQuery`): always asked afresh, and a 404 is an answer (no such student), not a glitch to retry. */
export const getStudentQueryOptions = (rollNumber: string) =>
  queryOptions({
    queryKey: ['admissions', 'student', rollNumber.trim()],
    queryFn: () => getStudent(rollNumber),
    retry: false,
    staleTime: 0,
  });
