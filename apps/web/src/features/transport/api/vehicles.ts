import { keepPreviousData, mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Vehicle, VehicleInput, VehiclesPage } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { afterTransportChange, listQuery, TRANSPORT_KEY, type TransportSearch } from './transport-key';

/** A vehicle saved: a new one (no id) or one changed. */
export interface SaveVehicle {
  id?: number;
  vehicle: VehicleInput;
}

/** How many vehicles the route form offers for what is typed. */
const CHOICES = 25;

/** `GET transport/vehicles`: a page of the fleet, searched by registration number or driver. */
export const getVehicles = (search: TransportSearch) => api<VehiclesPage>('transport/vehicles', { query: listQuery(search) });

export const getVehiclesQueryOptions = (search: TransportSearch) =>
  queryOptions({ queryKey: [...TRANSPORT_KEY, 'vehicles', search], queryFn: () => getVehicles(search) });

/** The page of a search; while the next page loads, the last one stays on the screen. */
export const useVehicles = (search: TransportSearch) => useQuery({ ...getVehiclesQueryOptions(search), placeholderData: keepPreviousData });

/** The vehicles a route may be given, found by what is typed; fetched only while the list is open. */
export const useVehicleChoices = (q: string, enabled: boolean) =>
  useQuery({ ...getVehiclesQueryOptions({ q: q.trim(), page: 1, size: CHOICES }), enabled, placeholderData: keepPreviousData });

/** `POST transport/vehicles` or `PUT transport/vehicles/:id`. */
export const saveVehicle = ({ id, vehicle }: SaveVehicle) =>
  id === undefined
    ? api<Vehicle>('transport/vehicles', { method: 'POST', body: vehicle })
    : api<Vehicle>(`transport/vehicles/${id}`, { method: 'PUT', body: vehicle });

export const saveVehicleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveVehicle, onSuccess: afterTransportChange(queryClient) });

export const useSaveVehicle = (config?: MutationConfig<Vehicle, SaveVehicle>) => useFeatureMutation(saveVehicleMutationOptions, config);

/** `DELETE transport/vehicles/:id`: refused (409) while the vehicle runs a route. */
export const deleteVehicle = (vehicle: Vehicle) => api<unknown>(`transport/vehicles/${vehicle.id}`, { method: 'DELETE' });

export const deleteVehicleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: deleteVehicle, onSuccess: afterTransportChange(queryClient) });

export const useDeleteVehicle = (config?: MutationConfig<unknown, Vehicle>) => useFeatureMutation(deleteVehicleMutationOptions, config);
