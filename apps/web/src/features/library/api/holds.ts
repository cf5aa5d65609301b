import { keepPreviousData, mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DeskHold, Hold, Holds, HoldsPage, HoldsQuery } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { LIBRARY_KEY } from './get-catalogue';

const HOLDS_KEY = [...LIBRARY_KEY, 'holds'] as const;

/** `GET library/me/holds`: the signed-in member's open holds; only for a member (`enabled`). */
export const useMyHolds = (enabled: boolean) =>
  useQuery({ queryKey: [...HOLDS_KEY, 'mine'], queryFn: () => api<Holds>('library/me/holds'), enabled, retry: false });

/** `GET library/holds`: the library's open holds, a page at a time. */
export const getHoldsQueryOptions = (query: HoldsQuery) =>
  queryOptions({
    queryKey: [...HOLDS_KEY, 'all', query],
    queryFn: () => api<HoldsPage>('library/holds', { query: { status: query.status, page: query.page, size: query.size } }),
  });

export const useHolds = (query: HoldsQuery) => useQuery({ ...getHoldsQueryOptions(query), placeholderData: keepPreviousData });

/** A hold changes the OPAC's answer, the member's page and the library's landing page. */
const afterHold = (queryClient: QueryClient) => () => {
  void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['dashboards'] });
};

export const usePlaceMyHold = (config?: MutationConfig<Hold, number>) =>
  useFeatureMutation(
    (queryClient: QueryClient) =>
      mutationOptions({
        mutationFn: (titleId: number) => api<Hold>('library/me/holds', { method: 'POST', body: { titleId } }),
        onSuccess: afterHold(queryClient),
      }),
    config,
  );

/** A hold placed at the desk for a member, by their card's barcode. */
export const usePlaceDeskHold = (config?: MutationConfig<Hold, DeskHold>) =>
  useFeatureMutation(
    (queryClient: QueryClient) =>
      mutationOptions({
        mutationFn: (body: DeskHold) => api<Hold>('library/holds', { method: 'POST', body }),
        onSuccess: afterHold(queryClient),
      }),
    config,
  );

/** A hold cancelled at the desk. */
export const useCancelHold = (config?: MutationConfig<Hold, number>) =>
  useFeatureMutation(
    (queryClient: QueryClient) =>
      mutationOptions({
        mutationFn: (id: number) => api<Hold>(`library/holds/${id}/cancel`, { method: 'POST' }),
        onSuccess: afterHold(queryClient),
      }),
    config,
  );
