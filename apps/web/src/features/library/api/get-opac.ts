import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueQuery, OpacPage } from '@campus/shared';
import { api } from '../../../lib/api';
import { LIBRARY_KEY } from './get-catalogue';

/**
 * One page of a reader's search: signed in through the library's OPAC, or on campus without a
 * session (`campus`), which the server answers only on the college's own networks.
 */
export const getOpac = ({ q, page, size }: CatalogueQuery, campus: boolean) =>
  api<OpacPage>(campus ? 'public/library/opac' : 'library/opac', { query: { q: q || undefined, page, size } });

export const getOpacQueryOptions = (search: CatalogueQuery, campus: boolean) =>
  queryOptions({ queryKey: [...LIBRARY_KEY, 'opac', campus, search], queryFn: () => getOpac(search, campus) });

/** The page of a search; while the next page loads, the last one stays on the screen. */
export const useOpac = (search: CatalogueQuery, campus: boolean) =>
  useQuery({ ...getOpacQueryOptions(search, campus), placeholderData: keepPreviousData });

/** Whether this visitor may search without signing in (on campus, once the library opened it there). */
export const useOpacOpen = () =>
  useQuery({ queryKey: [...LIBRARY_KEY, 'opac-open'], queryFn: () => api<{ open: boolean }>('public/library/opac/open') });
