import type { QueryClient } from '@tanstack/react-query';

export const TRANSPORT_KEY = ['transport'] as const;

/** The search of a list of the office: what is typed, the page and its size. */
export interface TransportSearch {
  q: string;
  page: number;
  size: number;
}

/** The query of a list's call: an empty search is left out. */
export const listQuery = ({ q, page, size }: TransportSearch) => ({ q: q || undefined, page, size });

/** A route or vehicle kept changes both lists (a route names its vehicle, a vehicle its route) and the office's landing figures. */
export const afterTransportChange = (queryClient: QueryClient) => () => {
  void queryClient.invalidateQueries({ queryKey: TRANSPORT_KEY });
  void queryClient.invalidateQueries({ queryKey: ['dashboards'] });
};
