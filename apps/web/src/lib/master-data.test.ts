import { describe, expect, it } from 'vitest';
import {
  getAdmissionTypesQueryOptions,
  getAgentsQueryOptions,
  getBatchesQueryOptions,
  getBranchesQueryOptions,
  getCasteCategoriesQueryOptions,
  getCoursesQueryOptions,
  getDegreesQueryOptions,
  getDepartmentDetailsQueryOptions,
  getKeyValuesQueryOptions,
  getSeatTypesQueryOptions,
  getSemestersQueryOptions,
  getSubCastesQueryOptions,
  MASTER_LISTS,
} from './master-data';

describe('master-data lists', () => {
  it('caches every list built from master data under the master-lists prefix, so a master-data change refreshes it', () => {
    const keys = [
      getDegreesQueryOptions(),
      getCoursesQueryOptions(),
      getBatchesQueryOptions('BTECH'),
      getBranchesQueryOptions('BTECH', '2026'),
      getBranchesQueryOptions('BTECH', ''),
      getSemestersQueryOptions('BTECH'),
      getCasteCategoriesQueryOptions(),
      getSubCastesQueryOptions('BC'),
      getKeyValuesQueryOptions('Religion'),
      getAgentsQueryOptions(),
      getSeatTypesQueryOptions(),
      getAdmissionTypesQueryOptions(),
      getDepartmentDetailsQueryOptions(),
    ].map((o) => o.queryKey);
    expect(keys.every((k) => k[0] === MASTER_LISTS)).toBe(true);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });

  it('keys a list by its name and the choices it depends on', () => {
    expect(getBranchesQueryOptions('BTECH', '2026').queryKey).toEqual([MASTER_LISTS, 'branches', 'BTECH', '2026']);
  });
});
