import { useSearchParams } from 'react-router';
import { SHORT_CODE_MAX } from '@campus/shared';

/** What every paged list keeps in its address: the text typed, the page and its size. */
export interface PagedSearch {
  q: string;
  page: number;
  size: number;
}

/**
 * A list's own fields beyond the text and page: read from the address, written back, and whether
 * they are the list's defaults; and the page sizes it offers, the first shown being `defaultSize`.
 */
export interface AddressFields<F extends object> {
  read: (params: URLSearchParams) => F;
  write: (fields: F, params: URLSearchParams) => void;
  isDefault: (fields: F) => boolean;
  pageSizes: readonly number[];
  defaultSize: number;
}

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : null);

function pagedFrom(params: URLSearchParams, pageSizes: readonly number[], defaultSize: number): PagedSearch {
  const page = whole(params.get('page')) ?? 1;
  const size = whole(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SHORT_CODE_MAX),
    page: page >= 1 ? page : 1,
    size: size !== null && pageSizes.includes(size) ? size : defaultSize,
  };
}

/** A status chosen from a list's statuses, or null (every status) when none of them is in the address. */
export const statusIn = <S extends string>(statuses: readonly S[], value: string | null): S | null =>
  (statuses as readonly string[]).includes(value ?? '') ? (value as S) : null;

/**
 * A list's search kept in the address (`?status=open&q=BH-1&page=2`), so that Back and the landing
 * page's links open the list as it was. Any change goes back to the first page.
 */
export function useAddressSearch<F extends object>(fields: AddressFields<F>) {
  const [params, setParams] = useSearchParams();
  const search: PagedSearch & F = { ...pagedFrom(params, fields.pageSizes, fields.defaultSize), ...fields.read(params) };
  const paramsOf = (next: PagedSearch & F) => {
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    fields.write(next, out);
    if (next.page !== 1) out.set('page', String(next.page));
    if (next.size !== fields.defaultSize) out.set('size', String(next.size));
    return out;
  };
  return {
    search,
    filtered: search.q !== '' || !fields.isDefault(search),
    apply: (change: Partial<PagedSearch & F>) => setParams(paramsOf({ ...search, page: 1, ...change })),
    clear: () => setParams(new URLSearchParams()),
  };
}
