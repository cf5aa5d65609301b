import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CataloguePage, CatalogueQuery } from '@campus/shared';
import { api } from '../../../lib/api';

/** One page of the catalogue; an empty search is left out of the call. */
export const getCatalogue = ({ q, page, size }: CatalogueQuery) =>
  api<CataloguePage>('library/titles', { query: { q: q || undefined, page, size } });

export const LIBRARY_KEY = ['library'] as const;

export const getCatalogueQueryOptions = (search: CatalogueQuery) =>
  queryOptions({ queryKey: [...LIBRARY_KEY, 'titles', search], queryFn: () => getCatalogue(search) });

/** The page of a search; while the next page loads, the last one stays on the screen. */
export const useCatalogue = (search: CatalogueQuery) =>
  useQuery({ ...getCatalogueQueryOptions(search), placeholderData: keepPreviousData });
