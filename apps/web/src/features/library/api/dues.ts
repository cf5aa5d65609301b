import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Clearance, Member, Waiver } from '@campus/shared';
import { api, apiBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { LIBRARY_KEY } from './get-catalogue';

const CLEARANCE_KEY = [...LIBRARY_KEY, 'clearance'] as const;

/** `GET library/clearance/:barcode`: whether the library clears a member, and why not. */
const getClearance = (barcode: string) => api<Clearance>(`library/clearance/${encodeURIComponent(barcode)}`);

export const useClearance = (barcode: string | null) =>
  useQuery(
    queryOptions({ queryKey: [...CLEARANCE_KEY, barcode], queryFn: () => getClearance(barcode!), enabled: barcode !== null, retry: false }),
  );

/** The no-dues certificate PDF of a cleared member. */
export const getClearanceCertificate = (barcode: string) => apiBlob(`library/clearance/${encodeURIComponent(barcode)}/certificate`);

/** `POST library/charges/:id/waive`: part or all of a charge waived; answers the member's panel. */
const waiveMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, waiver }: { id: number; waiver: Waiver }) =>
      api<Member>(`library/charges/${id}/waive`, { method: 'POST', body: waiver }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });

export const useWaiveCharge = (config?: MutationConfig<Member, { id: number; waiver: Waiver }>) =>
  useFeatureMutation(waiveMutation, config);
