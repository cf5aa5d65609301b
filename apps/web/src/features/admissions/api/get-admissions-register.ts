import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdmissionsRegisterPage } from '@campus/shared';
import { api } from '../../../lib/api';
import type { RegisterSearch } from '../register-search';

/** One page of the admissions register; empty parts of the search are left out of the call. */
export const getAdmissionsRegister = ({ q, course, batch, branch, sort, page, pageSize }: RegisterSearch) =>
  api<AdmissionsRegisterPage>('admissions/register', {
    query: { q: q || undefined, course: course || undefined, batch: batch || undefined, branch: branch || undefined, sort, page, pageSize },
  });

export const getAdmissionsRegisterQueryOptions = (search: RegisterSearch) =>
  queryOptions({ queryKey: ['admissions', 'register', search], queryFn: () => getAdmissionsRegister(search) });

/** The page of a search; while the next page loads, the last one stays on the screen. */
export const useAdmissionsRegister = (search: RegisterSearch) =>
  useQuery({ ...getAdmissionsRegisterQueryOptions(search), placeholderData: keepPreviousData });
