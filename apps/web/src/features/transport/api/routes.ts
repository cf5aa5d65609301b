import { keepPreviousData, mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Route, RouteInput, RoutesPage } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { afterTransportChange, listQuery, TRANSPORT_KEY, type TransportSearch } from './transport-key';

/** A route saved: a new one (no id) or one changed. */
export interface SaveRoute {
  id?: number;
  route: RouteInput;
}

/** `GET transport/routes`: a page of the routes, searched by code, name or stop. */
export const getRoutes = (search: TransportSearch) => api<RoutesPage>('transport/routes', { query: listQuery(search) });

export const getRoutesQueryOptions = (search: TransportSearch) =>
  queryOptions({ queryKey: [...TRANSPORT_KEY, 'routes', search], queryFn: () => getRoutes(search) });

/** The page of a search; while the next page loads, the last one stays on the screen. */
export const useRoutes = (search: TransportSearch) => useQuery({ ...getRoutesQueryOptions(search), placeholderData: keepPreviousData });

/** `POST transport/routes` or `PUT transport/routes/:id`. */
export const saveRoute = ({ id, route }: SaveRoute) =>
  id === undefined
    ? api<Route>('transport/routes', { method: 'POST', body: route })
    : api<Route>(`transport/routes/${id}`, { method: 'PUT', body: route });

export const saveRouteMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveRoute, onSuccess: afterTransportChange(queryClient) });

export const useSaveRoute = (config?: MutationConfig<Route, SaveRoute>) => useFeatureMutation(saveRouteMutationOptions, config);

/** `DELETE transport/routes/:id`: the route and its stops; its vehicle stays in the fleet. */
export const deleteRoute = (route: Route) => api<unknown>(`transport/routes/${route.id}`, { method: 'DELETE' });

export const deleteRouteMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: deleteRoute, onSuccess: afterTransportChange(queryClient) });

export const useDeleteRoute = (config?: MutationConfig<unknown, Route>) => useFeatureMutation(deleteRouteMutationOptions, config);
