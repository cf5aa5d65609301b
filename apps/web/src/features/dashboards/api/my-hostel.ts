import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostelFees, OwnHostelApplication } from '@campus/shared';
import { api } from '../../../lib/api';

/** `GET hostel/me/application`: the student's (or their ward's) hostel application and bed, for the landing page. */
export const useMyHostelApplication = () =>
  useQuery(queryOptions({ queryKey: ['hostel-application', 'own'], queryFn: () => api<OwnHostelApplication>('hostel/me/application') }));

/** `GET hostel/me/fees`: the stay's fees, for what is owed of them. */
export const useMyHostelFees = (enabled: boolean) =>
  useQuery({ queryKey: ['hostel-fees', 'own'], queryFn: () => api<HostelFees>('hostel/me/fees'), enabled });
