import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OpacSettings } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { LIBRARY_KEY } from './get-catalogue';

const SETTINGS_KEY = [...LIBRARY_KEY, 'settings'] as const;

export const getLibrarySettingsQueryOptions = () =>
  queryOptions({ queryKey: SETTINGS_KEY, queryFn: () => api<OpacSettings>('library/settings') });

export const useLibrarySettings = () => useQuery(getLibrarySettingsQueryOptions());

/** `PUT library/settings`: whether the catalogue is open on the campus's networks without signing in. */
export const changeLibrarySettings = (settings: OpacSettings) => api<OpacSettings>('library/settings', { method: 'PUT', body: settings });

export const changeLibrarySettingsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: changeLibrarySettings,
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });

export const useChangeLibrarySettings = (config?: MutationConfig<OpacSettings, OpacSettings>) =>
  useFeatureMutation(changeLibrarySettingsMutationOptions, config);
