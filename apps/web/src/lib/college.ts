import { useQuery } from '@tanstack/react-query';
import type { ContactData, LogoData } from '@campus/shared';
import { api } from './api';

/** The college code drives interface variants (spec 000 §9). */
export function useCollegeCode() {
  return useQuery({ queryKey: ['collegeCode'], queryFn: () => api<string>('getCollegeName'), staleTime: 5 * 60_000 });
}

export function useLogos() {
  return useQuery({ queryKey: ['logos'], queryFn: () => api<LogoData>('getLogoDataForHeaders'), staleTime: 30 * 60_000 });
}

/** The server answers a list; the last item is the one used (spec 000 §2). */
export function useContactData() {
  return useQuery({
    queryKey: ['contactData'],
    queryFn: async () => {
      const list = await api<ContactData[]>('getContactData');
      return list.at(-1) ?? null;
    },
    staleTime: 30 * 60_000,
  });
}
