import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlumniRegistrationEntry } from '@campus/shared';
import { api } from '../../../lib/api';

/** The signed-in user's alumni registrations (the alumni dashboard). */
export const getMyRegistrations = () => api<AlumniRegistrationEntry[]>('alumni/registrations');

export const getMyRegistrationsQueryOptions = () => queryOptions({ queryKey: ['alumni', 'registrations'], queryFn: getMyRegistrations });

export const useMyRegistrations = () => useQuery(getMyRegistrationsQueryOptions());
