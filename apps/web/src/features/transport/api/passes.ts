import { keepPreviousData, mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  BusPass,
  BusPassApply,
  BusPassPage,
  BusPassSettings,
  BusPassSettingsInput,
  BusPassVerification,
  OwnBusPass,
} from '@campus/shared';
import { useSnackbar } from 'notistack';
import { api, apiBlob, openPdfBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { afterTransportChange, TRANSPORT_KEY } from './transport-key';

/** The office's list of passes: what is typed, the route and status chosen, the page and its size. */
export interface PassSearch {
  q: string;
  routeId: number | null;
  status: BusPass['status'] | null;
  page: number;
  size: number;
}

const PASSES_KEY = [...TRANSPORT_KEY, 'passes'] as const;
const OWN_KEY = ['bus-pass', 'own'] as const;

/** A pass changed: the office's lists and figures, the student's own page, and their dues. */
const afterPassChange = (queryClient: QueryClient) => () => {
  afterTransportChange(queryClient)();
  void queryClient.invalidateQueries({ queryKey: OWN_KEY });
  // The student's dues in Pay Fees (the fee screens' key).
  void queryClient.invalidateQueries({ queryKey: ['fees'] });
};

/** `GET transport/me/pass`: the student's own pass (or their ward's), and the routes to apply for. */
export const useOwnPass = () => useQuery(queryOptions({ queryKey: OWN_KEY, queryFn: () => api<OwnBusPass>('transport/me/pass') }));

/** `POST transport/me/pass`: apply for a pass at a stop. */
const applyOwn = (stopId: number) => api<BusPass>('transport/me/pass', { method: 'POST', body: { stopId } });
export const useApplyOwnPass = (config?: MutationConfig<BusPass, number>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn: applyOwn, onSuccess: afterPassChange(queryClient) }), config);

/** The pass as a PDF opened in a new window: the student's own, or any for the office; a refusal is told. */
export function usePrintPass(own: boolean) {
  const { enqueueSnackbar } = useSnackbar();
  return (pass: BusPass) =>
    (own ? apiBlob(`transport/me/pass/${pass.id}/pdf`) : apiBlob(`transport/passes/${pass.id}/pdf`))
      .then((pdf) => openPdfBlob(pdf, `bus-pass-${pass.rollNumber}.pdf`))
      .catch((err: Error) => enqueueSnackbar(err.message, { variant: 'error' }));
}

/** `GET transport/passes`: a page of passes. */
export const usePasses = (search: PassSearch) =>
  useQuery({
    queryKey: [...PASSES_KEY, search],
    queryFn: () =>
      api<BusPassPage>('transport/passes', {
        query: {
          q: search.q || undefined,
          routeId: search.routeId ?? undefined,
          status: search.status ?? undefined,
          page: search.page,
          size: search.size,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** `POST transport/passes`: the office applies for a student named by roll number. */
const applyForStudent = (input: BusPassApply) => api<BusPass>('transport/passes', { method: 'POST', body: input });
export const useApplyPass = (config?: MutationConfig<BusPass, BusPassApply>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn: applyForStudent, onSuccess: afterPassChange(queryClient) }), config);

/** `POST transport/passes/:id/stop`: the pass moved to another stop. */
const changeStop = ({ id, stopId }: { id: number; stopId: number }) =>
  api<BusPass>(`transport/passes/${id}/stop`, { method: 'POST', body: { stopId } });
export const useChangeStop = (config?: MutationConfig<BusPass, { id: number; stopId: number }>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn: changeStop, onSuccess: afterPassChange(queryClient) }), config);

/** `POST transport/passes/:id/cancel`. */
const cancelPass = ({ id, reason }: { id: number; reason: string }) =>
  api<BusPass>(`transport/passes/${id}/cancel`, { method: 'POST', body: { reason } });
export const useCancelPass = (config?: MutationConfig<BusPass, { id: number; reason: string }>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn: cancelPass, onSuccess: afterPassChange(queryClient) }), config);

/** `GET transport/pass-settings`. */
export const usePassSettings = () =>
  useQuery(queryOptions({ queryKey: [...TRANSPORT_KEY, 'pass-settings'], queryFn: () => api<BusPassSettings>('transport/pass-settings') }));

/** `PUT transport/pass-settings`. */
const saveSettings = (input: BusPassSettingsInput) => api<BusPassSettings>('transport/pass-settings', { method: 'PUT', body: input });
export const useSavePassSettings = (config?: MutationConfig<BusPassSettings, BusPassSettingsInput>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn: saveSettings, onSuccess: afterPassChange(queryClient) }), config);

/** `GET transport/verify/:code`: what the conductor's phone shows; no session needed. */
export const usePassVerification = (code: string) =>
  useQuery({
    queryKey: ['bus-pass', 'verify', code],
    queryFn: () => api<BusPassVerification>(`transport/verify/${encodeURIComponent(code)}`),
    retry: false,
  });
