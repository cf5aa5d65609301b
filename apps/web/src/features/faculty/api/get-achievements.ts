import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Achievement } from '@campus/shared';
import { api } from '../../../lib/api';

export interface AchievementSearch {
  facultyName: string;
  facultyDept: string;
}

/** `getfacultyAchievements?facultyName&facultyDept`: newest first. */
export const getAchievements = (search: AchievementSearch) => api<Achievement[]>('getfacultyAchievements', { query: { ...search } });

export const ACHIEVEMENTS_KEY = ['faculty', 'achievements'] as const;

export const getAchievementsQueryOptions = (search: AchievementSearch) =>
  queryOptions({ queryKey: [...ACHIEVEMENTS_KEY, search.facultyDept, search.facultyName], queryFn: () => getAchievements(search) });

/** The achievements of a search once one is made (`null`: nothing asked yet). */
export const useAchievements = (search: AchievementSearch | null) =>
  useQuery({ ...getAchievementsQueryOptions(search ?? { facultyName: '', facultyDept: '' }), enabled: search !== null });
