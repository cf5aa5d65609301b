import {
  CHOICE_MAX,
  CODE_MAX,
  NAME_MAX,
  REGISTER_PAGE_MAX,
  REGISTER_PAGE_SIZE_DEFAULT,
  REGISTER_PAGE_SIZES,
  REGISTER_SORTS,
  type AdmissionsRegisterQuery,
  type RegisterSort,
} from '@campus/shared';

/**
 * What the register shows, kept in the address (`?q=…&course=…&page=2`) so that Back returns to it:
 * the server's query with every part present, an empty text meaning any.
 */
export type RegisterSearch = Required<AdmissionsRegisterQuery>;

export const EMPTY_SEARCH: RegisterSearch = {
  q: '',
  course: '',
  batch: '',
  branch: '',
  sort: 'newest',
  page: 1,
  pageSize: REGISTER_PAGE_SIZE_DEFAULT,
};

const text = (params: URLSearchParams, key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);

/** The search an address holds; anything it cannot be (a page of `-3`, a size not offered) is the default. */
export function searchFromParams(params: URLSearchParams): RegisterSearch {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sort = params.get('sort') as RegisterSort;
  return {
    q: text(params, 'q', NAME_MAX),
    course: text(params, 'course', CODE_MAX),
    batch: text(params, 'batch', CHOICE_MAX),
    branch: text(params, 'branch', CODE_MAX),
    sort: REGISTER_SORTS.includes(sort) ? sort : EMPTY_SEARCH.sort,
    page: Number.isInteger(page) && page >= 1 && page <= REGISTER_PAGE_MAX ? page : 1,
    pageSize: (REGISTER_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : EMPTY_SEARCH.pageSize,
  };
}

/** The address of a search: only what differs from the default, so a plain register is a plain address. */
export function paramsFromSearch(search: RegisterSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(EMPTY_SEARCH) as (keyof RegisterSearch)[]) {
    if (search[key] !== EMPTY_SEARCH[key]) params.set(key, String(search[key]));
  }
  return params;
}

/** Whether the search narrows the register at all (else an empty answer means there are no admissions yet). */
export const isFiltered = (s: RegisterSearch) => Boolean(s.q || s.course || s.batch || s.branch);

/**
 * A change of the search: a new search or filter starts again at page 1; choosing another course
 * clears its batch and branch, another batch its branch (they belong to it).
 */
export function changeSearch(current: RegisterSearch, change: Partial<RegisterSearch>): RegisterSearch {
  const next = { ...current, ...change };
  if ('course' in change && change.course !== current.course) Object.assign(next, { batch: '', branch: '' });
  if ('batch' in change && change.batch !== current.batch) next.branch = '';
  if (!('page' in change)) next.page = 1;
  return next;
}
