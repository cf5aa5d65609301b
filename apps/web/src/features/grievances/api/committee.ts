import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Committee, CommitteeEnd, CommitteeMember, CommitteeMemberInput, GrievanceSettings } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { GRIEVANCES_KEY } from './grievances';

const COMMITTEE_KEY = [...GRIEVANCES_KEY, 'committee'] as const;

/** `GET grievances/committee`: the members now and before, the composition's warnings, and whether grievances may be anonymous. */
export const committeeQueryOptions = () => queryOptions({ queryKey: COMMITTEE_KEY, queryFn: () => api<Committee>('grievances/committee') });
export const useCommittee = (enabled = true) => useQuery({ ...committeeQueryOptions(), enabled });

const afterChange = (queryClient: QueryClient) => () => void queryClient.invalidateQueries({ queryKey: COMMITTEE_KEY });

/** `POST grievances/committee`: a member named, with their place and login. */
const addMember = (input: CommitteeMemberInput) => api<CommitteeMember>('grievances/committee', { method: 'POST', body: input });
export const useAddMember = (config?: MutationConfig<CommitteeMember, CommitteeMemberInput>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn: addMember, onSuccess: afterChange(queryClient) }), config);

/** `POST grievances/committee/:id/end`: a member's term ends on the day given. */
const endMember = ({ id, input }: { id: number; input: CommitteeEnd }) =>
  api<CommitteeMember>(`grievances/committee/${id}/end`, { method: 'POST', body: input });
export const useEndMember = (config?: MutationConfig<CommitteeMember, { id: number; input: CommitteeEnd }>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn: endMember, onSuccess: afterChange(queryClient) }), config);

/** `PUT grievances/settings`: whether grievances of ragging and harassment are taken without a name; answers the committee. */
const saveSettings = (input: GrievanceSettings) => api<Committee>('grievances/settings', { method: 'PUT', body: input });
export const useSaveGrievanceSettings = (config?: MutationConfig<Committee, GrievanceSettings>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({ mutationFn: saveSettings, onSuccess: (committee) => queryClient.setQueryData(COMMITTEE_KEY, committee) }),
    config,
  );
