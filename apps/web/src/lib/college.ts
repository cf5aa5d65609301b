import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, setCollegeTimeZone, type ContactData, type CollegeImages } from '@campus/shared';
import { api } from './api';

/** College data every part of the site shows (home, sign-in, results pages, forms, settings). */

/** The college code drives interface variants (spec 000 §9). */
export const getCollegeCode = () => api<string>('getCollegeName');
export const getCollegeCodeQueryOptions = () => queryOptions({ queryKey: ['collegeCode'], queryFn: getCollegeCode, staleTime: 5 * 60_000 });
export const useCollegeCode = () => useQuery(getCollegeCodeQueryOptions());

/** The logo and banner as image addresses (kept by the browser for good: a new image has a new address). */
export const getCollegeImages = () => api<CollegeImages>('college/images');
export const getCollegeImagesQueryOptions = () =>
  queryOptions({ queryKey: ['collegeImages'], queryFn: getCollegeImages, staleTime: 30 * 60_000 });
export const useCollegeImages = () => useQuery(getCollegeImagesQueryOptions());

/**
 * The server answers a list; the last item is the one used (spec 000 §2). It also names the college's
 * time zone, which every date check (collegeToday) and every date shown then uses.
 */
export const getContactData = async () => {
  const contact = (await api<ContactData[]>('getContactData')).at(-1) ?? null;
  setCollegeTimeZone(contact?.timeZone);
  return contact;
};
export const getContactDataQueryOptions = () =>
  queryOptions({ queryKey: ['contactData'], queryFn: getContactData, staleTime: 30 * 60_000 });
export const useContactData = () => useQuery(getContactDataQueryOptions());

/** The college's time zone: learnt from the contact data (loaded by every page frame), Asia/Kolkata until then. */
export const useCollegeTimeZone = () => useContactData().data?.timeZone ?? DEFAULT_TIME_ZONE;
