import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsSent } from '../../../test/api-server';
import { gradeSheetFileName } from './download-grade-sheet';
import { getExamTitlesQueryOptions } from './get-exam-titles';
import { getStaffExamTitlesQueryOptions } from './get-staff-exam-titles';
import { getTitleResultsQueryOptions } from './get-title-results';
import { setExamTitleStatusMutationOptions } from './set-exam-title-status';
import { uploadExamResultsMutationOptions } from './upload-exam-results';

afterEach(() => vi.unstubAllGlobals());

const staffKey = getStaffExamTitlesQueryOptions().queryKey;
const publicKey = getExamTitlesQueryOptions().queryKey;
const draftKey = getTitleResultsQueryOptions('B.Tech I-I', { page: 1, pageSize: 25 }).queryKey;

function withTitles() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(staffKey, []);
  queryClient.setQueryData(publicKey, []);
  queryClient.setQueryData(draftKey, { title: 'B.Tech I-I', status: 'draft', total: 0, page: 1, pageSize: 25, rows: [] });
  return queryClient;
}

describe('results cache', () => {
  it("publishing refreshes the staff list, the public list of titles and the title's results shown to staff", async () => {
    const queryClient = withTitles();
    await new MutationObserver(queryClient, setExamTitleStatusMutationOptions(queryClient)).mutate({
      title: 'B.Tech I-I',
      action: 'publish',
    });
    expect(requestsSent().map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/exam-results/B.Tech%20I-I/publish']);
    expect(queryClient.getQueryState(staffKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(publicKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(draftKey)?.isInvalidated).toBe(true);
  });

  it("an upload (a draft) refreshes the staff list and the titles' results, not the public list", async () => {
    const queryClient = withTitles();
    const options = { ...uploadExamResultsMutationOptions(queryClient), mutationFn: async () => ({ message: 'ok', imported: 3 }) };
    await new MutationObserver(queryClient, options).mutate({ file: new File([], 'results.xlsx'), progressId: 'progress-1' });
    expect(queryClient.getQueryState(staffKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(draftKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(publicKey)?.isInvalidated).toBe(false);
  });

  it('sends whether the names in the file are to be ignored, as a form field before the file', async () => {
    // The upload goes by XMLHttpRequest (for its progress), whose multipart body with a file jsdom
    // cannot hand to Mock Service Worker in Vitest (vitest-dev/vitest#9135): the request is taken here.
    const sent: FormData[] = [];
    class FakeXhr {
      status = 200;
      responseText = '{"message":"ok","imported":1}';
      upload = { onprogress: null };
      withCredentials = false;
      onload: (() => void) | null = null;
      open() {}
      send(form: FormData) {
        sent.push(form);
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    for (const ignoreNames of [true, false]) {
      const queryClient = withTitles();
      await new MutationObserver(queryClient, uploadExamResultsMutationOptions(queryClient, ignoreNames)).mutate({
        file: new File(['x'], 'results.xlsx'),
        progressId: 'progress-1',
      });
    }
    expect(sent.map((form) => [...form.keys()])).toEqual([
      ['ignoreNames', 'excelFileUpload'],
      ['ignoreNames', 'excelFileUpload'],
    ]);
    expect(sent.map((form) => form.get('ignoreNames'))).toEqual(['true', 'false']);
  });

  it('names a grade sheet after roll number and title, without characters file systems refuse', () => {
    expect(gradeSheetFileName('21VC1A0577', 'B.Tech IV/I: Supplementary')).toBe('21VC1A0577_B.Tech IV-I- Supplementary.pdf');
  });
});
