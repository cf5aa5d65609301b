import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASTER_LISTS } from '../../../lib/query-keys';
import { getAdmissionTypesQueryOptions } from './get-admission-types';
import { getAgentsQueryOptions } from './get-agents';
import { getBatchesQueryOptions } from './get-batches';
import { getBranchesQueryOptions } from './get-branches';
import { getCasteCategoriesQueryOptions } from './get-caste-categories';
import { getCoursesQueryOptions } from './get-courses';
import { getKeyValuesQueryOptions } from './get-key-values';
import { getNextAdmissionNumberQueryOptions } from './get-next-admission-number';
import { getSeatTypesQueryOptions } from './get-seat-types';
import { getSemestersQueryOptions } from './get-semesters';
import { getSubCastesQueryOptions } from './get-sub-castes';
import { saveFullAdmissionMutationOptions } from './save-full-admission';
import { saveStudentAdmissionMutationOptions } from './save-student-admission';
import { uploadAdmissionsMutationOptions } from './upload-admissions';

afterEach(() => vi.unstubAllGlobals());

function answering(body: unknown) {
  vi.stubGlobal('window', { location: { origin: 'http://campus.test' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  );
}

const nextNumberKey = getNextAdmissionNumberQueryOptions().queryKey;

function withNextNumber() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(nextNumberKey, { admissionNumber: '2026/0001' });
  return queryClient;
}

describe('admissions cache', () => {
  it('caches every list built from master data under the master-lists prefix, so a master-data change refreshes it', () => {
    const keys = [
      getCoursesQueryOptions(),
      getBatchesQueryOptions('BTECH'),
      getBranchesQueryOptions('BTECH', '2026'),
      getSemestersQueryOptions('BTECH'),
      getCasteCategoriesQueryOptions(),
      getSubCastesQueryOptions('BC'),
      getKeyValuesQueryOptions('Religion'),
      getAgentsQueryOptions(),
      getSeatTypesQueryOptions(),
      getAdmissionTypesQueryOptions(),
    ].map((o) => o.queryKey);
    expect(keys.every((k) => k[0] === MASTER_LISTS)).toBe(true);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });

  it('a saved simple admission moves the next admission number on', async () => {
    answering({ message: 'Saved', admissionNumber: '2026/0001', bs64: null });
    const queryClient = withNextNumber();
    await new MutationObserver(queryClient, saveStudentAdmissionMutationOptions(queryClient)).mutate({ name: 'Meena Kumari' });
    expect(queryClient.getQueryState(nextNumberKey)?.isInvalidated).toBe(true);
  });

  it('a saved full admission moves the next admission number on', async () => {
    answering({ message: 'Saved', admissionNumber: '2026/0001' });
    const queryClient = withNextNumber();
    await new MutationObserver(queryClient, saveFullAdmissionMutationOptions(queryClient)).mutate({ record: { name: 'Meena Kumari' } });
    expect(queryClient.getQueryState(nextNumberKey)?.isInvalidated).toBe(true);
  });

  it('an imported workbook moves the next admission number on', async () => {
    const queryClient = withNextNumber();
    const options = { ...uploadAdmissionsMutationOptions(queryClient), mutationFn: async () => ({ message: 'ok', imported: 2 }) };
    await new MutationObserver(queryClient, options).mutate({ file: new File([], 'admissions.xlsx'), progressId: 'progress-1' });
    expect(queryClient.getQueryState(nextNumberKey)?.isInvalidated).toBe(true);
  });
});
