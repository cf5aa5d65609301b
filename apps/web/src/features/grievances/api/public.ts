import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AnonymousGrievance, AnonymousReceipt, GrievanceDetail, GrievanceTrack } from '@campus/shared';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** `GET public/grievances/settings`: whether the college takes grievances of ragging and harassment without a name. */
export const useAnonymousSettings = () =>
  useQuery(
    queryOptions({
      queryKey: ['grievances-public', 'settings'],
      queryFn: () => api<{ anonymousOn: boolean }>('public/grievances/settings'),
    }),
  );

/** `POST public/grievances`: a grievance without a name; the answer's number and code are shown once. */
const fileAnonymously = (input: AnonymousGrievance) => api<AnonymousReceipt>('public/grievances', { method: 'POST', body: input });
export const useFileAnonymously = (config?: MutationConfig<AnonymousReceipt, AnonymousGrievance>) =>
  useMutation({ ...config, mutationFn: fileAnonymously });

/** `POST public/grievances/track`: an anonymous grievance by its number and code, to read. */
const track = (input: GrievanceTrack) => api<GrievanceDetail>('public/grievances/track', { method: 'POST', body: input });
export const useTrackGrievance = (config?: MutationConfig<GrievanceDetail, GrievanceTrack>) =>
  useMutation({ ...config, mutationFn: track });
