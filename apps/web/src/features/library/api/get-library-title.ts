import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TitleDetail } from '@campus/shared';
import { api } from '../../../lib/api';
import { LIBRARY_KEY } from './get-catalogue';

/** A title of the catalogue with its copies. */
export const getLibraryTitle = (id: number) => api<TitleDetail>(`library/titles/${id}`);

export const getLibraryTitleQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...LIBRARY_KEY, 'title', id], queryFn: () => getLibraryTitle(id) });

export const useLibraryTitle = (id: number) => useQuery(getLibraryTitleQueryOptions(id));
