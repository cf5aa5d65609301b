import { useQuery } from '@tanstack/react-query';
import type { SectionPlaces } from '@campus/shared';
import { api } from './api';

/** `GET sections/places`: the batches and branches a college-wide list (eligibility, internal marks) is chosen by. */
export const useBatchPlaces = () =>
  useQuery({ queryKey: ['sections', 'places', 'batches'], queryFn: () => api<SectionPlaces>('sections/places'), staleTime: 300_000 });
