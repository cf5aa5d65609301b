import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNextAdmissionNumberQueryOptions } from './get-next-admission-number';
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
