import { queryOptions } from '@tanstack/react-query';
import type { AlumniRegisterStudent } from '@campus/shared';
import { api } from '../../../lib/api';

/** What the student register knows of a roll number (`GET /api/alumni/register/:rollNumber`), to fill a new history entry. */
export const getRegisterStudent = (rollNumber: string) => api<AlumniRegisterStudent>(`alumni/register/${encodeURIComponent(rollNumber)}`);

export const getRegisterStudentQueryOptions = (rollNumber: string) =>
  queryOptions({
    queryKey: ['alumni', 'register', rollNumber],
    queryFn: () => getRegisterStudent(rollNumber),
    retry: false,
    staleTime: 60_000,
  });
