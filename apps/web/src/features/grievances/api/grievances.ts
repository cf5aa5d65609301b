import { keepPreviousData, mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  GRIEVANCE_PARTS,
  type GrievanceAppeal,
  type GrievanceAssign,
  type GrievanceCategory,
  type GrievanceDecision,
  type GrievanceDetail,
  type GrievanceEntry,
  type GrievanceFiling,
  type GrievancesPage,
  type GrievanceStatus,
  type OwnGrievances,
} from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

export const GRIEVANCES_KEY = ['grievances'] as const;
const detailKey = (id: number) => [...GRIEVANCES_KEY, 'detail', id] as const;

/** The register: the status and category shown (null: every one), only the overdue, what is typed, the page and its size. */
export interface RegisterSearch {
  q: string;
  status: GrievanceStatus | null;
  category: GrievanceCategory | null;
  overdue: boolean;
  page: number;
  size: number;
}

/** A grievance changed: every list and figure of the cell, and the landing pages' figures. */
const afterChange = (queryClient: QueryClient) => (detail?: GrievanceDetail) => {
  if (detail) queryClient.setQueryData(detailKey(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: GRIEVANCES_KEY, predicate: (q) => q.queryKey[1] !== 'detail' });
  void queryClient.invalidateQueries({ queryKey: ['dashboards'] });
};

const useGrievanceMutation = <TVariables>(
  mutationFn: (v: TVariables) => Promise<GrievanceDetail>,
  config?: MutationConfig<GrievanceDetail, TVariables>,
) => useFeatureMutation((queryClient) => mutationOptions({ mutationFn, onSuccess: afterChange(queryClient) }), config);

/** `GET grievances/mine`: a page of one's own grievances and of those assigned to one (the same page of each). */
export const useOwnGrievances = (page: number, size: number) =>
  useQuery({
    queryKey: [...GRIEVANCES_KEY, 'mine', { page, size }],
    queryFn: () => api<OwnGrievances>('grievances/mine', { query: { page, size } }),
    placeholderData: keepPreviousData,
  });

/** A grievance as filed: what it is about, and up to three files. */
export interface GrievanceFilingSent {
  filing: GrievanceFiling;
  files: File[];
}

/** `POST grievances`: multipart, the grievance as JSON in its part and each file in an `attachment` part. */
export const fileGrievance = ({ filing, files }: GrievanceFilingSent) => {
  const body = new FormData();
  body.append(GRIEVANCE_PARTS.grievance, JSON.stringify(filing));
  for (const file of files) body.append(GRIEVANCE_PARTS.attachment, file, file.name);
  return api<GrievanceDetail>('grievances', { method: 'POST', body });
};
export const useFileGrievance = (config?: MutationConfig<GrievanceDetail, GrievanceFilingSent>) =>
  useGrievanceMutation(fileGrievance, config);

/** `GET grievances/:id`: the grievance, its timeline as this reader may see it, and what this reader may do. */
export const grievanceQueryOptions = (id: number) =>
  queryOptions({ queryKey: detailKey(id), queryFn: () => api<GrievanceDetail>(`grievances/${id}`) });
export const useGrievance = (id: number) => useQuery(grievanceQueryOptions(id));

/** The address of an attachment, opened in a tab of its own. */
export const attachmentUrl = (id: number, attachmentId: number) => `/api/grievances/${id}/attachments/${attachmentId}`;

/** `GET grievances`: a page of the register; while the next page loads, the last one stays on the screen. */
export const useGrievanceRegister = (search: RegisterSearch, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...GRIEVANCES_KEY, 'register', search],
    queryFn: () =>
      api<GrievancesPage>('grievances', {
        query: {
          q: search.q || undefined,
          status: search.status ?? undefined,
          category: search.category ?? undefined,
          overdue: search.overdue || undefined,
          page: search.page,
          size: search.size,
        },
      }),
    placeholderData: keepPreviousData,
  });

type On<T> = { id: number; input: T };

/** `POST grievances/:id/assign`: the cell or the chairperson gives the grievance to a member. */
const assign = ({ id, input }: On<GrievanceAssign>) => api<GrievanceDetail>(`grievances/${id}/assign`, { method: 'POST', body: input });
export const useAssignGrievance = (config?: MutationConfig<GrievanceDetail, On<GrievanceAssign>>) => useGrievanceMutation(assign, config);

/** `POST grievances/:id/entries`: a hearing held, a reply to the filer, or the committee's own note. */
const record = ({ id, input }: On<GrievanceEntry>) => api<GrievanceDetail>(`grievances/${id}/entries`, { method: 'POST', body: input });
export const useRecordEntry = (config?: MutationConfig<GrievanceDetail, On<GrievanceEntry>>) => useGrievanceMutation(record, config);

/** `POST grievances/:id/decision`: the committee's decision and its report to the filer. */
const decide = ({ id, input }: On<GrievanceDecision>) => api<GrievanceDetail>(`grievances/${id}/decision`, { method: 'POST', body: input });
export const useDecideGrievance = (config?: MutationConfig<GrievanceDetail, On<GrievanceDecision>>) => useGrievanceMutation(decide, config);

/** `POST grievances/:id/appeal`: the filer appeals to the ombudsperson. */
const appeal = ({ id, input }: On<GrievanceAppeal>) => api<GrievanceDetail>(`grievances/${id}/appeal`, { method: 'POST', body: input });
export const useAppealGrievance = (config?: MutationConfig<GrievanceDetail, On<GrievanceAppeal>>) => useGrievanceMutation(appeal, config);

/** `POST grievances/:id/appeal-decision`: the cell records the ombudsperson's award. */
const decideAppeal = ({ id, input }: On<GrievanceDecision>) =>
  api<GrievanceDetail>(`grievances/${id}/appeal-decision`, { method: 'POST', body: input });
export const useDecideAppeal = (config?: MutationConfig<GrievanceDetail, On<GrievanceDecision>>) =>
  useGrievanceMutation(decideAppeal, config);
