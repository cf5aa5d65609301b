import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactData, LogoData } from '@campus/shared';
import { api } from './api';

/** College data every part of the site shows (home, sign-in, results pages, forms, settings). */

/** The college code drives interface variants (spec 000 §9). */
export const getCollegeCode = () => api<string>('getCollegeName');
export const getCollegeCodeQueryOptions = () => queryOptions({ queryKey: ['collegeCode'], queryFn: getCollegeCode, staleTime: 5 * 60_000 });
export const useCollegeCode = () => useQuery(getCollegeCodeQueryOptions());

export const getLogos = () => api<LogoData>('getLogoDataForHeaders');
export const getLogosQueryOptions = () => queryOptions({ queryKey: ['logos'], queryFn: getLogos, staleTime: 30 * 60_000 });
export const useLogos = () => useQuery(getLogosQueryOptions());

/** The server answers a list; the last item is the one used (spec 000 §2). */
export const getContactData = async () => (await api<ContactData[]>('getContactData')).at(-1) ?? null;
export const getContactDataQueryOptions = () =>
  queryOptions({ queryKey: ['contactData'], queryFn: getContactData, staleTime: 30 * 60_000 });
export const useContactData = () => useQuery(getContactDataQueryOptions());
