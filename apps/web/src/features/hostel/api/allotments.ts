import { keepPreviousData, mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AllotmentPlan,
  AllotmentSettings,
  BedPlace,
  HostelAllot,
  HostelApplication,
  HostelApplicationsPage,
  HostelApplicationStatus,
  HostelApply,
  HostelMove,
  HostelVacate,
  OwnHostelApplication,
} from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const HOSTEL_KEY = ['hostel'] as const;
const OWN_KEY = ['hostel-application', 'own'] as const;

/** The applications' list: what is typed, the status chosen, the page and its size. */
export interface ApplicationSearch {
  q: string;
  status: HostelApplicationStatus | null;
  page: number;
  size: number;
}

/** An application or a bed changed: the office's lists and beds, the student's own page, and the landing figures. */
const afterAllotmentChange = (queryClient: QueryClient) => () => {
  void queryClient.invalidateQueries({ queryKey: HOSTEL_KEY });
  void queryClient.invalidateQueries({ queryKey: OWN_KEY });
  void queryClient.invalidateQueries({ queryKey: ['dashboards'] });
};

const useAllotmentMutation = <TData, TVariables>(
  mutationFn: (v: TVariables) => Promise<TData>,
  config?: MutationConfig<TData, TVariables>,
) => useFeatureMutation((queryClient) => mutationOptions({ mutationFn, onSuccess: afterAllotmentChange(queryClient) }), config);

/** `GET hostel/me/application`: the student's (or their ward's) application, and the room types and blocks to ask for. */
export const useOwnApplication = () =>
  useQuery(queryOptions({ queryKey: OWN_KEY, queryFn: () => api<OwnHostelApplication>('hostel/me/application') }));

/** `POST hostel/me/application`. */
const applyOwn = (input: Omit<HostelApply, 'rollNo'>) => api<HostelApplication>('hostel/me/application', { method: 'POST', body: input });
export const useApplyOwn = (config?: MutationConfig<HostelApplication, Omit<HostelApply, 'rollNo'>>) =>
  useAllotmentMutation(applyOwn, config);

/** `GET hostel/applications`: a page of applications in the rules' order. */
export const useApplications = (search: ApplicationSearch) =>
  useQuery({
    queryKey: [...HOSTEL_KEY, 'applications', search],
    queryFn: () =>
      api<HostelApplicationsPage>('hostel/applications', {
        query: { q: search.q || undefined, status: search.status ?? undefined, page: search.page, size: search.size },
      }),
    placeholderData: keepPreviousData,
  });

/** `POST hostel/applications`: the office applies for a student named by roll number. */
const applyFor = (input: HostelApply) => api<HostelApplication>('hostel/applications', { method: 'POST', body: input });
export const useApplyFor = (config?: MutationConfig<HostelApplication, HostelApply>) => useAllotmentMutation(applyFor, config);

/** `GET hostel/applications/:id/beds`: the free beds that fit, the one suggested first. */
export const useFittingBeds = (applicationId: number) =>
  useQuery({
    queryKey: [...HOSTEL_KEY, 'fitting-beds', applicationId],
    queryFn: () => api<BedPlace[]>(`hostel/applications/${applicationId}/beds`),
  });

/** `POST hostel/applications/:id/allot`. */
const allot = ({ id, input }: { id: number; input: HostelAllot }) =>
  api<HostelApplication>(`hostel/applications/${id}/allot`, { method: 'POST', body: input });
export const useAllot = (config?: MutationConfig<HostelApplication, { id: number; input: HostelAllot }>) =>
  useAllotmentMutation(allot, config);

/** `POST hostel/allotments/:id/move`. */
const move = ({ id, input }: { id: number; input: HostelMove }) =>
  api<HostelApplication>(`hostel/allotments/${id}/move`, { method: 'POST', body: input });
export const useMove = (config?: MutationConfig<HostelApplication, { id: number; input: HostelMove }>) =>
  useAllotmentMutation(move, config);

/** `POST hostel/allotments/:id/vacate`. */
const vacate = ({ id, input }: { id: number; input: HostelVacate }) =>
  api<HostelApplication>(`hostel/allotments/${id}/vacate`, { method: 'POST', body: input });
export const useVacate = (config?: MutationConfig<HostelApplication, { id: number; input: HostelVacate }>) =>
  useAllotmentMutation(vacate, config);

/**
 * `POST hostel/allotments/preview`: the plan of allotting all at once, nothing changed. Kept apart
 * from the hostel's lists so that running it does not plan again; forgotten once the dialog closes.
 */
export const usePreview = () =>
  useQuery({
    queryKey: ['hostel-allotment-preview'],
    queryFn: () => api<AllotmentPlan>('hostel/allotments/preview', { method: 'POST' }),
    gcTime: 0,
  });

/** `POST hostel/allotments/run`. */
const run = () => api<AllotmentPlan>('hostel/allotments/run', { method: 'POST' });
export const useRunAllotment = (config?: MutationConfig<AllotmentPlan, void>) => useAllotmentMutation(run, config);

/** `GET hostel/allotment-settings`. */
export const useAllotmentRules = () =>
  useQuery(
    queryOptions({ queryKey: [...HOSTEL_KEY, 'allotment-settings'], queryFn: () => api<AllotmentSettings>('hostel/allotment-settings') }),
  );

/** `PUT hostel/allotment-settings`. */
const saveRules = (input: AllotmentSettings) => api<AllotmentSettings>('hostel/allotment-settings', { method: 'PUT', body: input });
export const useSaveAllotmentRules = (config?: MutationConfig<AllotmentSettings, AllotmentSettings>) =>
  useAllotmentMutation(saveRules, config);
