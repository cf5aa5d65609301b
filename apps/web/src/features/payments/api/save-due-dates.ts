import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { DueDatesAnswer, DueDatesInput, ReminderSchedule } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getDueDatesQueryOptions } from './get-due-dates';

/** Sets or clears the due days sent; the answer is the whole table again. */
export const saveDueDates = (body: DueDatesInput) => api<DueDatesAnswer>('payments/due-dates', { method: 'PUT', body });

/** The days before and after a due day that reminders go. */
export const saveReminderSchedule = (body: ReminderSchedule) => api<DueDatesAnswer>('payments/reminder-schedule', { method: 'PUT', body });

const keep = (queryClient: QueryClient) => (answer: DueDatesAnswer) => queryClient.setQueryData(getDueDatesQueryOptions().queryKey, answer);

export const saveDueDatesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveDueDates, onSuccess: keep(queryClient) });

export const saveReminderScheduleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveReminderSchedule, onSuccess: keep(queryClient) });

export const useSaveDueDates = (config?: MutationConfig<DueDatesAnswer, DueDatesInput>) =>
  useFeatureMutation(saveDueDatesMutationOptions, config);

export const useSaveReminderSchedule = (config?: MutationConfig<DueDatesAnswer, ReminderSchedule>) =>
  useFeatureMutation(saveReminderScheduleMutationOptions, config);
