import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CirculationResult, CopyScan, IssueRequest, LossRequest, Member } from '@campus/shared';
import { api, apiBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { LIBRARY_KEY } from './get-catalogue';

const MEMBER_KEY = [...LIBRARY_KEY, 'member'] as const;

/** `GET library/members/:barcode`: the member a card names, with their loans and what would stop an issue. */
const getLibraryMember = (barcode: string) => api<Member>(`library/members/${encodeURIComponent(barcode)}`);

const memberQueryOptions = (barcode: string) =>
  queryOptions({ queryKey: [...MEMBER_KEY, barcode], queryFn: () => getLibraryMember(barcode), retry: false });

/** The member of a scanned card; nothing until a card is scanned. */
export const useLibraryMember = (barcode: string | null) => useQuery({ ...memberQueryOptions(barcode ?? ''), enabled: barcode !== null });

/** The member's photo as the admission office keeps it, when they have one. */
export const useMemberPhoto = (member: Member | undefined) =>
  useQuery({
    queryKey: [...MEMBER_KEY, member?.barcode, 'photo'],
    queryFn: async () => URL.createObjectURL(await apiBlob(`library/members/${encodeURIComponent(member!.barcode)}/photo`)),
    enabled: Boolean(member?.hasPhoto),
    staleTime: Infinity,
  });

/** `GET library/members/:barcode/card`: the library card PDF. */
export const getLibraryCard = (barcode: string) => apiBlob(`library/members/${encodeURIComponent(barcode)}/card`);

/** Every change at the desk changes the member's panel and the catalogue's counts. */
const afterDesk = (queryClient: QueryClient) => () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });

/** The desk's calls, each a `POST library/circulation/<call>`. */
type DeskCall = 'issue' | 'return' | 'renew' | 'loss';

const deskMutation =
  <V>(path: DeskCall) =>
  (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (body: V) => api<CirculationResult>(`library/circulation/${path}`, { method: 'POST', body }),
      onSuccess: afterDesk(queryClient),
    });

export const useIssueCopy = (config?: MutationConfig<CirculationResult, IssueRequest>) =>
  useFeatureMutation(deskMutation<IssueRequest>('issue'), config);
export const useReturnCopy = (config?: MutationConfig<CirculationResult, CopyScan>) =>
  useFeatureMutation(deskMutation<CopyScan>('return'), config);
export const useRenewLoan = (config?: MutationConfig<CirculationResult, CopyScan>) =>
  useFeatureMutation(deskMutation<CopyScan>('renew'), config);
export const useRecordLoss = (config?: MutationConfig<CirculationResult, LossRequest>) =>
  useFeatureMutation(deskMutation<LossRequest>('loss'), config);
