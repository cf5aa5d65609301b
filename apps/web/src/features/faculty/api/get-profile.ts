import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FacultyProfile } from '@campus/shared';
import { api } from '../../../lib/api';

/** `facultydb/getallprofiledata`: the signed-in faculty member's card (name, e-mail, department and counts). */
export const getProfile = (userId: string) => api<FacultyProfile>('facultydb/getallprofiledata', { query: { userId } });

export const getProfileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['faculty', 'profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: string) => useQuery(getProfileQueryOptions(userId));
