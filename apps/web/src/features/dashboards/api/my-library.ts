import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CirculationResult, Clearance, Hold, Member } from '@campus/shared';
import { api, apiBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const MY_LIBRARY_KEY = ['dashboards', 'my-library'] as const;

/** The signed-in borrower's loans, due dates, fines and what they owe. */
export const getMyLibrary = () => api<Member>('library/me');

export const getMyLibraryQueryOptions = () => queryOptions({ queryKey: MY_LIBRARY_KEY, queryFn: getMyLibrary });

export const useMyLibrary = () => useQuery(getMyLibraryQueryOptions());

/** `POST library/me/renew`: a copy on loan to the borrower renewed from today. */
export const renewMyLoan = (copyBarcode: string) => api<CirculationResult>('library/me/renew', { method: 'POST', body: { copyBarcode } });

export const renewMyLoanMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: renewMyLoan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_LIBRARY_KEY }),
  });

export const useRenewMyLoan = (config?: MutationConfig<CirculationResult, string>) =>
  useFeatureMutation(renewMyLoanMutationOptions, config);

/** `GET library/me/clearance`: whether the library clears the signed-in reader. */
export const useMyClearance = () =>
  useQuery(queryOptions({ queryKey: [...MY_LIBRARY_KEY, 'clearance'], queryFn: () => api<Clearance>('library/me/clearance') }));

/** `GET library/me/clearance/certificate`: the reader's own no-dues certificate (PDF). */
export const getMyClearanceCertificate = () => apiBlob('library/me/clearance/certificate');
/** `POST library/me/holds/:id/cancel`: one of the borrower's holds cancelled. */
export const cancelMyHold = (id: number) => api<Hold>(`library/me/holds/${id}/cancel`, { method: 'POST' });

export const cancelMyHoldMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: cancelMyHold,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_LIBRARY_KEY }),
  });

export const useCancelMyHold = (config?: MutationConfig<Hold, number>) => useFeatureMutation(cancelMyHoldMutationOptions, config);

/** `GET library/me/card`: the reader's own library card (PDF). */
export const getMyLibraryCard = () => apiBlob('library/me/card');
