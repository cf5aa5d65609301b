import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CollegeSettings } from '@campus/shared';
import { api } from '../../../lib/api';
import { getCollegeCodeQueryOptions, getContactDataQueryOptions } from '../../../lib/college';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getCollegeSettingsQueryOptions, type LoadedCollegeSettings } from './get-college-settings';

export const saveCollegeSettings = (settings: CollegeSettings) =>
  api<LoadedCollegeSettings>('college-settings', { method: 'PUT', body: settings });

/** The answer is the saved settings; the college code and contact data shown everywhere follow them. */
export const saveCollegeSettingsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveCollegeSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(getCollegeSettingsQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: getCollegeCodeQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getContactDataQueryOptions().queryKey });
    },
  });

export const useSaveCollegeSettings = (config?: MutationConfig<LoadedCollegeSettings, CollegeSettings>) =>
  useFeatureMutation(saveCollegeSettingsMutationOptions, config);
