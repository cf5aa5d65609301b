import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The faculty dashboard service's count calls (001 §7), each `?userName` → a count. */
export const FACULTY_COUNT_CALLS = {
  publications: 'getReserachPapersBasedOnUserName',
  citations: 'getCountOfCitations',
  scopus: 'getCountOfScoupos',
  mous: 'getMousCounByUserName',
  awards: 'getAwardsByFaculty',
} as const;
export type FacultyCount = keyof typeof FACULTY_COUNT_CALLS;

export const getFacultyCount = (count: FacultyCount, userName: string) =>
  api<number>(`facultydb/${FACULTY_COUNT_CALLS[count]}`, { query: { userName } });

export const getFacultyCountQueryOptions = (count: FacultyCount, userName: string) =>
  queryOptions({ queryKey: ['faculty', 'count', count, userName], queryFn: () => getFacultyCount(count, userName) });

export const useFacultyCount = (count: FacultyCount, userName: string) => useQuery(getFacultyCountQueryOptions(count, userName));
