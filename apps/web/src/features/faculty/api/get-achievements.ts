import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Achievement, AchievementsQuery } from '@campus/shared';
import { api } from '../../../lib/api';

/** `getfacultyAchievements?facultyName&facultyDept`: newest first. */
export const getAchievements = (search: AchievementsQuery) => api<Achievement[]>('getfacultyAchievements', { query: { ...search } });

export const ACHIEVEMENTS_KEY = ['faculty', 'achievements'] as const;

export const getAchievementsQueryOptions = (search: AchievementsQuery) =>
  queryOptions({ queryKey: [...ACHIEVEMENTS_KEY, search.facultyDept, search.facultyName], queryFn: () => getAchievements(search) });

/** The achievements of a search once one is made (`null`: nothing asked yet). */
export const useAchievements = (search: AchievementsQuery | null) =>
  useQuery({ ...getAchievementsQueryOptions(search ?? { facultyName: '', facultyDept: '' }), enabled: search !== null });
