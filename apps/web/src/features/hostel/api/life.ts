import { keepPreviousData, mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  HostelComplaint,
  HostelComplaintInput,
  HostelComplaintsPage,
  HostelComplaintStatus,
  HostelComplaintStatusChange,
  HostelLeave,
  HostelLeaveDecision,
  HostelLeavePage,
  HostelLeaveRequest,
  HostelLeaveStatus,
  HostelOwnComplaint,
  HostelVisitor,
  HostelVisitorIn,
  HostelVisitorsPage,
  OwnHostelLife,
} from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const LIFE_KEYS = [
  ['hostel', 'leave'],
  ['hostel', 'complaints'],
  ['hostel', 'visitors'],
] as const;
const OWN_KEY = ['hostel-life', 'own'] as const;

/** The leave list: the status shown (null: every status), the day away, what is typed, the page and its size. */
export interface LeaveSearch {
  q: string;
  status: HostelLeaveStatus | null;
  on: string | null;
  page: number;
  size: number;
}

/** The complaints' list: the status shown (null: every status), the room or block typed, the page and its size. */
export interface ComplaintSearch {
  q: string;
  status: HostelComplaintStatus | null;
  page: number;
  size: number;
}

/** The visitors' register: the day (null: the college's today), what is typed, the page and its size. */
export interface VisitorSearch {
  q: string;
  day: string | null;
  page: number;
  size: number;
}

/** A request, complaint or visit changed: the office's lists, the student's own page, and the landing figures. */
const afterLifeChange = (queryClient: QueryClient) => () => {
  for (const queryKey of LIFE_KEYS) void queryClient.invalidateQueries({ queryKey });
  void queryClient.invalidateQueries({ queryKey: OWN_KEY });
  void queryClient.invalidateQueries({ queryKey: ['dashboards'] });
};

const useLifeMutation = <TData, TVariables>(mutationFn: (v: TVariables) => Promise<TData>, config?: MutationConfig<TData, TVariables>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn, onSuccess: afterLifeChange(queryClient) }), config);

/** `GET hostel/me/life`: the student's (or their ward's) leave requests and complaints, and whether they hold a bed. */
export const useOwnLife = () => useQuery(queryOptions({ queryKey: OWN_KEY, queryFn: () => api<OwnHostelLife>('hostel/me/life') }));

/** `POST hostel/me/leave`: refused (409) when the days overlap a request pending or approved. */
const askLeave = (input: HostelLeaveRequest) => api<HostelLeave>('hostel/me/leave', { method: 'POST', body: input });
export const useAskLeave = (config?: MutationConfig<HostelLeave, HostelLeaveRequest>) => useLifeMutation(askLeave, config);

/** `POST hostel/me/leave/:id/cancel`. */
const cancelLeave = (leave: HostelLeave) => api<HostelLeave>(`hostel/me/leave/${leave.id}/cancel`, { method: 'POST' });
export const useCancelLeave = (config?: MutationConfig<HostelLeave, HostelLeave>) => useLifeMutation(cancelLeave, config);

/** `POST hostel/me/complaints`: what is wrong in the student's own room. */
const reportOwn = (input: HostelOwnComplaint) => api<HostelComplaint>('hostel/me/complaints', { method: 'POST', body: input });
export const useReportOwnComplaint = (config?: MutationConfig<HostelComplaint, HostelOwnComplaint>) => useLifeMutation(reportOwn, config);

/** `GET hostel/leave`: a page of requests; while the next page loads, the last one stays on the screen. */
export const useLeaveRequests = (search: LeaveSearch) =>
  useQuery({
    queryKey: [...LIFE_KEYS[0], search],
    queryFn: () =>
      api<HostelLeavePage>('hostel/leave', {
        query: {
          q: search.q || undefined,
          status: search.status ?? undefined,
          on: search.on ?? undefined,
          page: search.page,
          size: search.size,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** `POST hostel/leave/:id/decision`: approved, or refused with a note. */
const decide = ({ id, input }: { id: number; input: HostelLeaveDecision }) =>
  api<HostelLeave>(`hostel/leave/${id}/decision`, { method: 'POST', body: input });
export const useDecideLeave = (config?: MutationConfig<HostelLeave, { id: number; input: HostelLeaveDecision }>) =>
  useLifeMutation(decide, config);

/** `GET hostel/complaints`: a page of complaints, open ones first. */
export const useComplaints = (search: ComplaintSearch) =>
  useQuery({
    queryKey: [...LIFE_KEYS[1], search],
    queryFn: () =>
      api<HostelComplaintsPage>('hostel/complaints', {
        query: { q: search.q || undefined, status: search.status ?? undefined, page: search.page, size: search.size },
      }),
    placeholderData: keepPreviousData,
  });

/** `POST hostel/complaints`: the office records a complaint of a room. */
const recordComplaint = (input: HostelComplaintInput) => api<HostelComplaint>('hostel/complaints', { method: 'POST', body: input });
export const useRecordComplaint = (config?: MutationConfig<HostelComplaint, HostelComplaintInput>) =>
  useLifeMutation(recordComplaint, config);

/** `POST hostel/complaints/:id/status`: in progress, or resolved with a note. */
const moveComplaint = ({ id, input }: { id: number; input: HostelComplaintStatusChange }) =>
  api<HostelComplaint>(`hostel/complaints/${id}/status`, { method: 'POST', body: input });
export const useComplaintStatus = (config?: MutationConfig<HostelComplaint, { id: number; input: HostelComplaintStatusChange }>) =>
  useLifeMutation(moveComplaint, config);

/** `GET hostel/visitors`: a day's register, those still in first. */
export const useVisitors = (search: VisitorSearch) =>
  useQuery({
    queryKey: [...LIFE_KEYS[2], search],
    queryFn: () =>
      api<HostelVisitorsPage>('hostel/visitors', {
        query: { q: search.q || undefined, day: search.day ?? undefined, page: search.page, size: search.size },
      }),
    placeholderData: keepPreviousData,
  });

/** `POST hostel/visitors`: a visitor comes in to see a resident. */
const visitorIn = (input: HostelVisitorIn) => api<HostelVisitor>('hostel/visitors', { method: 'POST', body: input });
export const useVisitorIn = (config?: MutationConfig<HostelVisitor, HostelVisitorIn>) => useLifeMutation(visitorIn, config);

/** `POST hostel/visitors/:id/out`. */
const visitorOut = (visit: HostelVisitor) => api<HostelVisitor>(`hostel/visitors/${visit.id}/out`, { method: 'POST' });
export const useVisitorOut = (config?: MutationConfig<HostelVisitor, HostelVisitor>) => useLifeMutation(visitorOut, config);
