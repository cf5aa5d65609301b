import { http, HttpResponse } from 'msw';
import type { ExamTitleStatus, ExamTitleStatusAnswer, ExamTitleSummary, UploadSuccess } from '@campus/shared';

const TITLES: ExamTitleSummary[] = [];
const PUBLISHED_TITLES: string[] = [];

export const resultsHandlers = [
  http.get('/api/exam-results/titles', () => HttpResponse.json(TITLES)),
  http.get('/api/getDistinctExamTitlesBy', () => HttpResponse.json(PUBLISHED_TITLES)),
  // Publishing or withdrawing a title: its new status.
  http.post('/api/exam-results/:title/:action', ({ params }) => {
    const status: ExamTitleStatus = params.action === 'publish' ? 'published' : 'draft';
    const answer: ExamTitleStatusAnswer = {
      title: String(params.title),
      status,
      publishedAt: status === 'published' ? '2026-11-27T10:00:00.000Z' : null,
    };
    return HttpResponse.json(answer);
  }),
  // Both Excel uploads (results and admissions) go to one route.
  http.post('/api/masterDataExcelsUploads', () => HttpResponse.json({ message: 'Upload complete', imported: 1 } satisfies UploadSuccess)),
];
