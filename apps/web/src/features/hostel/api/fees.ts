import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CollegeTerm,
  CollegeTermInput,
  HostelFeeRules,
  HostelFees,
  HostelLaidFees,
  HostelSettlement,
  HostelVacate,
} from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const FEES_KEY = ['hostel', 'fees'] as const;
const TERMS_KEY = ['college', 'terms'] as const;

/** Fees laid or rules changed: the fee pages, the student's own, and the landing figures. */
const afterFeesChange = (queryClient: QueryClient) => () => {
  void queryClient.invalidateQueries({ queryKey: FEES_KEY });
  void queryClient.invalidateQueries({ queryKey: TERMS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['hostel-fees', 'own'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboards'] });
};
const useFeesMutation = <TData, TVariables>(mutationFn: (v: TVariables) => Promise<TData>, config?: MutationConfig<TData, TVariables>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn, onSuccess: afterFeesChange(queryClient) }), config);

/** `GET hostel/me/fees`: the student's (or their ward's) latest stay's fees. */
export const useOwnFees = () =>
  useQuery(queryOptions({ queryKey: ['hostel-fees', 'own'], queryFn: () => api<HostelFees>('hostel/me/fees') }));

/** `POST hostel/allotments/:id/vacate/preview`: what leaving would settle, nothing written; asked again as the form changes. */
export const useVacatePreview = (allotmentId: number, input: HostelVacate | null) =>
  useQuery({
    queryKey: [...FEES_KEY, 'vacate-preview', allotmentId, input],
    queryFn: () => api<HostelSettlement>(`hostel/allotments/${allotmentId}/vacate/preview`, { method: 'POST', body: input! }),
    enabled: input !== null,
    gcTime: 0,
    retry: false,
  });

/** `GET college/terms`. */
export const useTerms = () =>
  useQuery(queryOptions({ queryKey: TERMS_KEY, queryFn: () => api<{ terms: CollegeTerm[] }>('college/terms') }));

/** `POST college/terms`. */
const addTerm = (input: CollegeTermInput) => api<CollegeTerm>('college/terms', { method: 'POST', body: input });
export const useAddTerm = (config?: MutationConfig<CollegeTerm, CollegeTermInput>) => useFeesMutation(addTerm, config);

/** `DELETE college/terms/:id`. */
const removeTerm = (id: number) => api<{ terms: CollegeTerm[] }>(`college/terms/${id}`, { method: 'DELETE' });
export const useRemoveTerm = (config?: MutationConfig<{ terms: CollegeTerm[] }, number>) => useFeesMutation(removeTerm, config);

/** `POST hostel/fees/lay`: a term's rent and mess on every student holding a bed. */
const layTerm = (termId: number) => api<HostelLaidFees>('hostel/fees/lay', { method: 'POST', body: { termId } });
export const useLayTermFees = (config?: MutationConfig<HostelLaidFees, number>) => useFeesMutation(layTerm, config);

/** `GET hostel/fee-rules`. */
export const useFeeRules = () =>
  useQuery(queryOptions({ queryKey: [...FEES_KEY, 'rules'], queryFn: () => api<HostelFeeRules>('hostel/fee-rules') }));

/** `PUT hostel/fee-rules`. */
const saveFeeRules = (input: HostelFeeRules) => api<HostelFeeRules>('hostel/fee-rules', { method: 'PUT', body: input });
export const useSaveFeeRules = (config?: MutationConfig<HostelFeeRules, HostelFeeRules>) => useFeesMutation(saveFeeRules, config);
