import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollegeSettingsAnswer } from '@campus/shared';
import { api } from '../../../lib/api';

/** The settings, and whether the college code is fixed by the server's configuration. */
export type LoadedCollegeSettings = CollegeSettingsAnswer;

export const getCollegeSettings = () => api<LoadedCollegeSettings>('college-settings');

export const getCollegeSettingsQueryOptions = () => queryOptions({ queryKey: ['collegeSettings'], queryFn: getCollegeSettings });

export const useCollegeSettings = () => useQuery(getCollegeSettingsQueryOptions());
