import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { FareSlabs, FareSlabsInput } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { afterTransportChange, TRANSPORT_KEY } from './transport-key';

/** `GET transport/fares`: the college's fare slabs, nearest first. */
const getFares = () => api<FareSlabs>('transport/fares');

const getFaresQueryOptions = () => queryOptions({ queryKey: [...TRANSPORT_KEY, 'fares'], queryFn: getFares });

export const useFares = () => useQuery(getFaresQueryOptions());

/** `PUT transport/fares`: every slab replaced by those sent; the routes' stops are read again with their new fares. */
const saveFares = (input: FareSlabsInput) => api<FareSlabs>('transport/fares', { method: 'PUT', body: input });

const saveFaresMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveFares, onSuccess: afterTransportChange(queryClient) });

export const useSaveFares = (config?: MutationConfig<FareSlabs, FareSlabsInput>) => useFeatureMutation(saveFaresMutationOptions, config);
