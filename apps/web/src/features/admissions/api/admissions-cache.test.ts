// @vitest-environment node
// A full admission is sent as a multipart form with a JSON part, which jsdom's Blob does not carry in
// Vitest (vitest-dev/vitest#9135): this file runs on Node's FormData, on the web tests' page address.
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsSent } from '../../../test/api-server';
import { getNextAdmissionNumberQueryOptions } from './get-next-admission-number';
import { saveFullAdmissionMutationOptions } from './save-full-admission';
import { saveStudentAdmissionMutationOptions } from './save-student-admission';
import { uploadAdmissionsMutationOptions } from './upload-admissions';

const PAGE = new URL('http://localhost:3000/app/Admission/Admission Form');
beforeEach(() => {
  vi.stubGlobal('location', PAGE);
  vi.stubGlobal('window', { location: PAGE });
  return () => vi.unstubAllGlobals();
});

const nextNumberKey = getNextAdmissionNumberQueryOptions().queryKey;

function withNextNumber() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(nextNumberKey, { admissionNumber: '2026/0001' });
  return queryClient;
}

describe('admissions cache', () => {
  it('a saved simple admission moves the next admission number on', async () => {
    const queryClient = withNextNumber();
    await new MutationObserver(queryClient, saveStudentAdmissionMutationOptions(queryClient)).mutate({ name: 'Meena Kumari' });
    expect(requestsSent().map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/getStudentadmissiondata']);
    expect(queryClient.getQueryState(nextNumberKey)?.isInvalidated).toBe(true);
  });

  it('a saved full admission moves the next admission number on', async () => {
    const queryClient = withNextNumber();
    await new MutationObserver(queryClient, saveFullAdmissionMutationOptions(queryClient)).mutate({ record: { name: 'Meena Kumari' } });
    expect(requestsSent().map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/saveApplicationFormData']);
    expect(queryClient.getQueryState(nextNumberKey)?.isInvalidated).toBe(true);
  });

  it('an imported workbook moves the next admission number on', async () => {
    const queryClient = withNextNumber();
    const options = { ...uploadAdmissionsMutationOptions(queryClient), mutationFn: async () => ({ message: 'ok', imported: 2 }) };
    await new MutationObserver(queryClient, options).mutate({ file: new File([], 'admissions.xlsx'), progressId: 'progress-1' });
    expect(queryClient.getQueryState(nextNumberKey)?.isInvalidated).toBe(true);
  });
});
