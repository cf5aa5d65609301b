import { keepPreviousData, mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  DeliveryFigures,
  DeliveryLog,
  DeliveryState,
  NotificationKind,
  NotificationTemplate,
  NotificationTemplateInput,
  TestSend,
} from '@campus/shared';
import { api, apiBlob, downloadBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/** The delivery log's filters as the page holds them: empty text for none. */
export interface DeliveryFilter {
  q: string;
  channel: '' | 'email' | 'sms';
  state: '' | DeliveryState;
  kind: '' | NotificationKind;
  from: string;
  to: string;
}
export type DeliverySearch = DeliveryFilter & { page: number; pageSize: number };

/** The filters as the calls send them: empty ones left out. */
export const deliveryFilterQuery = ({ q, channel, state, kind, from, to }: DeliveryFilter) => ({
  q: q.trim() || undefined,
  channel: channel || undefined,
  state: state || undefined,
  kind: kind || undefined,
  from: from || undefined,
  to: to || undefined,
});

export const getDeliveries = (search: DeliverySearch) =>
  api<DeliveryLog>('notifications/deliveries', {
    query: { ...deliveryFilterQuery(search), page: search.page, pageSize: search.pageSize },
  });

export const getDeliveriesQueryOptions = (search: DeliverySearch) =>
  queryOptions({
    queryKey: ['notifications', 'deliveries', search],
    queryFn: () => getDeliveries(search),
    placeholderData: keepPreviousData,
  });

/** One page of the delivery log, newest first; the last page stays on screen while the next loads. */
export const useDeliveries = (search: DeliverySearch) => useQuery(getDeliveriesQueryOptions(search));

export const getDeliveriesWorkbook = (filter: DeliveryFilter) =>
  apiBlob('notifications/deliveries/export.xlsx', { query: deliveryFilterQuery(filter) });

/** Fetches the filtered delivery log as .xlsx and hands it to the browser as a download. */
export const useDownloadDeliveries = (config?: MutationConfig<void, DeliveryFilter>) =>
  useMutation({
    ...config,
    mutationFn: async (filter: DeliveryFilter) => downloadBlob(await getDeliveriesWorkbook(filter), 'deliveries.xlsx'),
  });

export const getDeliveryFigures = () => api<DeliveryFigures>('notifications/figures');

export const getDeliveryFiguresQueryOptions = () => queryOptions({ queryKey: ['notifications', 'figures'], queryFn: getDeliveryFigures });

/** Today's messages sent, failed and waiting, and the SMS provider's state. */
export const useDeliveryFigures = () => useQuery(getDeliveryFiguresQueryOptions());

export const getTemplates = () => api<NotificationTemplate[]>('notifications/templates');

export const getTemplatesQueryOptions = () => queryOptions({ queryKey: ['notifications', 'templates'], queryFn: getTemplates });

/** Every kind's wording: mail in English and German, and the SMS as registered on DLT. */
export const useTemplates = () => useQuery(getTemplatesQueryOptions());

export interface TemplateSaved {
  kind: NotificationKind;
  input: NotificationTemplateInput;
}

export const saveTemplate = ({ kind, input }: TemplateSaved) =>
  api<NotificationTemplate>(`notifications/templates/${encodeURIComponent(kind)}`, { method: 'PUT', body: input });

/** The answer is the saved template: it takes its place in the list. */
export const saveTemplateMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveTemplate,
    onSuccess: (saved: NotificationTemplate) =>
      queryClient.setQueryData(getTemplatesQueryOptions().queryKey, (list) => list?.map((t) => (t.kind === saved.kind ? saved : t))),
  });

export const useSaveTemplate = (config?: MutationConfig<NotificationTemplate, TemplateSaved>) =>
  useFeatureMutation(saveTemplateMutationOptions, config);

export const sendTest = (body: TestSend) => api<{ queued: number }>('notifications/test', { method: 'POST', body });

/** A test is queued like any message: the log and the figures show it. */
export const sendTestMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: sendTest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'deliveries'] });
      void queryClient.invalidateQueries({ queryKey: getDeliveryFiguresQueryOptions().queryKey });
    },
  });

export const useSendTest = (config?: MutationConfig<{ queued: number }, TestSend>) => useFeatureMutation(sendTestMutationOptions, config);
