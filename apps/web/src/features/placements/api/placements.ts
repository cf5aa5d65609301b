import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  PLACEMENT_APPLICATION_PARTS,
  PLACEMENT_OFFER_PARTS,
  PLACEMENT_SHORTLIST_PARTS,
  type Advance,
  type Advanced,
  type ApplicationRow,
  type Company,
  type CompanyInput,
  type Drive,
  type DriveEligibilityList,
  type DriveInput,
  type Offer,
  type OfferInput,
  type OptOutInput,
  type OwnPlacements,
  type PlacementFigures,
  type PlacementSettings,
  type placementPlacesSchema,
} from '@campus/shared';
import type { z } from 'zod';
import { api, apiBlob, downloadBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

export const PLACEMENTS_KEY = ['placements'] as const;

/** The programmes, their branches and batches a drive may be for, by id. */
export type PlacementPlaces = z.infer<typeof placementPlacesSchema>;

/** Something of the office changed: every list and figure of it, and the landing pages' figures. */
const afterChange = (queryClient: QueryClient) => () => {
  void queryClient.invalidateQueries({ queryKey: PLACEMENTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['dashboards'] });
};

const usePlacementMutation = <TData, TVariables>(
  mutationFn: (v: TVariables) => Promise<TData>,
  config?: MutationConfig<TData, TVariables>,
) => useFeatureMutation((queryClient) => mutationOptions({ mutationFn, onSuccess: afterChange(queryClient) }), config);

// ---------------------------------------------------------------- Companies and drives

/** `GET placements/companies`: the companies that recruit, with their contact persons, drives and hires. */
export const useCompanies = (enabled = true) =>
  useQuery({ queryKey: [...PLACEMENTS_KEY, 'companies'], queryFn: () => api<Company[]>('placements/companies'), enabled });

/** `POST placements/companies`: a company added with its contact persons. */
const addCompany = (input: CompanyInput) => api<Company>('placements/companies', { method: 'POST', body: input });
export const useAddCompany = (config?: MutationConfig<Company, CompanyInput>) => usePlacementMutation(addCompany, config);
/** `PUT placements/companies/:id`: a company corrected. */
const changeCompany = ({ id, input }: { id: number; input: CompanyInput }) =>
  api<Company>(`placements/companies/${id}`, { method: 'PUT', body: input });
export const useChangeCompany = (config?: MutationConfig<Company, { id: number; input: CompanyInput }>) =>
  usePlacementMutation(changeCompany, config);

/** `GET placements/drives`: every drive, newest first as the server orders them. */
export const drivesQueryOptions = () =>
  queryOptions({ queryKey: [...PLACEMENTS_KEY, 'drives'], queryFn: () => api<Drive[]>('placements/drives') });
export const useDrives = () => useQuery(drivesQueryOptions());

/** `GET placements/places`: the programmes, branches and batches a drive is open to. */
export const usePlacementPlaces = (enabled = true) =>
  useQuery({
    queryKey: [...PLACEMENTS_KEY, 'places'],
    queryFn: () => api<PlacementPlaces>('placements/places'),
    enabled,
    staleTime: 300_000,
  });

/**
 * `POST placements/drives`: a company's drive with its job, CTC, day, mode, rounds and who may apply;
 * with an `id`, `PUT placements/drives/:id`: the drive corrected.
 */
const saveDrive = ({ id, input }: { id?: number; input: DriveInput }) =>
  id === undefined
    ? api<Drive>('placements/drives', { method: 'POST', body: input })
    : api<Drive>(`placements/drives/${id}`, { method: 'PUT', body: input });
export const useSaveDrive = (config?: MutationConfig<Drive, { id?: number; input: DriveInput }>) => usePlacementMutation(saveDrive, config);

/** `GET placements/drives/:id/eligibility`: every student of the drive's programmes and batches, and why not. */
export const useDriveEligibility = (id: number) =>
  useQuery({
    queryKey: [...PLACEMENTS_KEY, 'drive', id, 'eligibility'],
    queryFn: () => api<DriveEligibilityList>(`placements/drives/${id}/eligibility`),
  });

/** `GET placements/drives/:id/applications`: the drive's applicants, where each stands. */
export const useDriveApplications = (id: number) =>
  useQuery({
    queryKey: [...PLACEMENTS_KEY, 'drive', id, 'applications'],
    queryFn: () => api<ApplicationRow[]>(`placements/drives/${id}/applications`),
  });

type On<T> = { id: number; input: T };

/** `POST placements/drives/:id/advance`: the ticked applications go on to the next round, or are rejected. */
const advance = ({ id, input }: On<Advance>) => api<Advanced>(`placements/drives/${id}/advance`, { method: 'POST', body: input });
export const useAdvance = (config?: MutationConfig<Advanced, On<Advance>>) => usePlacementMutation(advance, config);

/** The company's shortlist: its workbook of roll numbers, and whether the others of its rounds are rejected. */
export interface ShortlistSent {
  driveId: number;
  rejectOthers: boolean;
  workbook: File;
}
/** `POST placements/drives/:id/shortlist` (multipart): all of the shortlist goes on, or none of it. */
const shortlist = ({ driveId, rejectOthers, workbook }: ShortlistSent) => {
  const body = new FormData();
  body.append(PLACEMENT_SHORTLIST_PARTS.shortlist, JSON.stringify({ rejectOthers }));
  body.append(PLACEMENT_SHORTLIST_PARTS.workbook, workbook, workbook.name);
  return api<Advanced>(`placements/drives/${driveId}/shortlist`, { method: 'POST', body });
};
export const useShortlist = (config?: MutationConfig<Advanced, ShortlistSent>) => usePlacementMutation(shortlist, config);

/** An offer as recorded: the application, its CTC and day, and the letter. */
export interface OfferSent {
  applicationId: number;
  offer: OfferInput;
  letter: File | null;
}
/** `POST placements/applications/:id/offer` (multipart): the offer as JSON and its letter as a PDF. */
const recordOffer = ({ applicationId, offer, letter }: OfferSent) => {
  const body = new FormData();
  body.append(PLACEMENT_OFFER_PARTS.offer, JSON.stringify(offer));
  if (letter) body.append(PLACEMENT_OFFER_PARTS.letter, letter, letter.name);
  return api<Offer>(`placements/applications/${applicationId}/offer`, { method: 'POST', body });
};
export const useRecordOffer = (config?: MutationConfig<Offer, OfferSent>) => usePlacementMutation(recordOffer, config);

// ---------------------------------------------------------------- Settings and figures

/** `GET placements/settings`: the multiple of a student's best offer a further drive must offer. */
export const usePlacementSettings = () =>
  useQuery({ queryKey: [...PLACEMENTS_KEY, 'settings'], queryFn: () => api<PlacementSettings>('placements/settings') });
const saveSettings = (input: PlacementSettings) => api<PlacementSettings>('placements/settings', { method: 'PUT', body: input });
export const useSavePlacementSettings = (config?: MutationConfig<PlacementSettings, PlacementSettings>) =>
  usePlacementMutation(saveSettings, config);

/** `GET placements/figures`: the season by programme and batch, company by company, and for NIRF and NAAC. */
export const placementFiguresQueryOptions = () =>
  queryOptions({ queryKey: [...PLACEMENTS_KEY, 'figures'], queryFn: () => api<PlacementFigures>('placements/figures') });
export const usePlacementFigures = () => useQuery(placementFiguresQueryOptions());

/** The season's figures as a workbook, downloaded. */
export const useDownloadPlacementFigures = (config?: { onError?: (err: Error) => void }) =>
  useMutation({
    ...config,
    mutationFn: async () => downloadBlob(await apiBlob('placements/figures.xlsx'), 'placements.xlsx'),
  });

/** The address of a résumé or an offer letter, opened in a tab of its own. */
export const resumeUrl = (applicationId: number) => `/api/placements/applications/${applicationId}/resume`;
export const letterUrl = (offerId: number) => `/api/placements/offers/${offerId}/letter`;

// ---------------------------------------------------------------- A student's own

/** `GET placements/mine`: the drives open to the student (or why not), their applications, offers and opt-out. */
export const ownPlacementsQueryOptions = () =>
  queryOptions({ queryKey: [...PLACEMENTS_KEY, 'mine'], queryFn: () => api<OwnPlacements>('placements/mine') });
export const useOwnPlacements = (enabled = true) => useQuery({ ...ownPlacementsQueryOptions(), enabled });

/** An application as sent: the drive and the résumé. */
export interface ApplicationSent {
  driveId: number;
  resume: File | null;
}
/** `POST placements/applications` (multipart): the drive as JSON and the résumé as a PDF. */
const apply = ({ driveId, resume }: ApplicationSent) => {
  const body = new FormData();
  body.append(PLACEMENT_APPLICATION_PARTS.application, JSON.stringify({ driveId }));
  if (resume) body.append(PLACEMENT_APPLICATION_PARTS.resume, resume, resume.name);
  return api<ApplicationRow>('placements/applications', { method: 'POST', body });
};
export const useApply = (config?: MutationConfig<ApplicationRow, ApplicationSent>) => usePlacementMutation(apply, config);

/** `POST placements/opt-out`: the student leaves placements (higher studies, or another reason). */
const optOut = (input: OptOutInput) => api<OwnPlacements>('placements/opt-out', { method: 'POST', body: input });
export const useOptOut = (config?: MutationConfig<OwnPlacements, OptOutInput>) => usePlacementMutation(optOut, config);
