import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gradeSheetFileName } from './download-grade-sheet';
import { getExamTitlesQueryOptions } from './get-exam-titles';
import { getStaffExamTitlesQueryOptions } from './get-staff-exam-titles';
import { setExamTitleStatusMutationOptions } from './set-exam-title-status';
import { uploadExamResultsMutationOptions } from './upload-exam-results';

afterEach(() => vi.unstubAllGlobals());

const staffKey = getStaffExamTitlesQueryOptions().queryKey;
const publicKey = getExamTitlesQueryOptions().queryKey;

function withTitles() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(staffKey, []);
  queryClient.setQueryData(publicKey, []);
  return queryClient;
}

describe('results cache', () => {
  it('publishing refreshes the staff list and the public list of titles', async () => {
    vi.stubGlobal('window', { location: { origin: 'http://campus.test' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
    );
    const queryClient = withTitles();
    await new MutationObserver(queryClient, setExamTitleStatusMutationOptions(queryClient)).mutate({
      title: 'B.Tech I-I',
      action: 'publish',
    });
    expect(queryClient.getQueryState(staffKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(publicKey)?.isInvalidated).toBe(true);
  });

  it('an upload (a draft) refreshes the staff list only', async () => {
    const queryClient = withTitles();
    const options = { ...uploadExamResultsMutationOptions(queryClient), mutationFn: async () => ({ message: 'ok', imported: 3 }) };
    await new MutationObserver(queryClient, options).mutate({ file: new File([], 'results.xlsx'), progressId: 'progress-1' });
    expect(queryClient.getQueryState(staffKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(publicKey)?.isInvalidated).toBe(false);
  });

  it('names a grade sheet after roll number and title, without characters file systems refuse', () => {
    expect(gradeSheetFileName('21VC1A0577', 'B.Tech IV/I: Supplementary')).toBe('21VC1A0577_B.Tech IV-I- Supplementary.pdf');
  });
});
