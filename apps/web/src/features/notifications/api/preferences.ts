import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesInput } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/** What the preferences form sends: the schema's output (the mobile number normalised, or null). */
export type PreferencesSent = Omit<NotificationPreferencesInput, 'mobile'> & { mobile: string | null };

export const getPreferences = () => api<NotificationPreferences>('notifications/preferences');

export const getPreferencesQueryOptions = () => queryOptions({ queryKey: ['notifications', 'preferences'], queryFn: getPreferences });

/** One's channels, mail language, mobile number and where mail goes. */
export const usePreferences = () => useQuery(getPreferencesQueryOptions());

export const savePreferences = (body: PreferencesSent) =>
  api<NotificationPreferences>('notifications/preferences', { method: 'PUT', body });

/** The answer is the saved preferences (the number as the server stores it). */
export const savePreferencesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: savePreferences,
    onSuccess: (saved: NotificationPreferences) => queryClient.setQueryData(getPreferencesQueryOptions().queryKey, saved),
  });

export const useSavePreferences = (config?: MutationConfig<NotificationPreferences, PreferencesSent>) =>
  useFeatureMutation(savePreferencesMutationOptions, config);
