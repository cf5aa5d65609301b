// @vitest-environment node
// jsdom's File does not survive a multipart request body in Vitest (vitest-dev/vitest#9135): this
// file runs on Node's own FormData and File, on the page's address the tests of the web use.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GRIEVANCE_PARTS, type GrievanceFiling } from '@campus/shared';
import { ApiRequestError } from '../../../lib/api';
import { refusal, requestsSent, server } from '../../../test/api-server';
import { fileGrievance } from './grievances';

const PAGE = new URL('http://localhost:3000/app/My Grievances');

const filing: GrievanceFiling = {
  category: 'examinations',
  subject: 'Revaluation result not given',
  description: 'I applied for revaluation a month ago and have heard nothing.',
  confidential: false,
};
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const fileIt = (files: File[]) => fileGrievance({ filing, files });

describe('filing a grievance', () => {
  beforeEach(() => {
    vi.stubGlobal('location', PAGE);
    vi.stubGlobal('window', { location: PAGE });
    return () => vi.unstubAllGlobals();
  });

  it('sends the grievance as JSON in its part and each file in an attachment part', async () => {
    const received: FormData[] = [];
    server.use(
      http.post('/api/grievances', async ({ request }) => {
        received.push(await request.formData());
        return HttpResponse.json({ id: 14, number: 'GRV-2026-00014' }, { status: 201 });
      }),
    );
    expect(await fileIt([pdf('revaluation-receipt.pdf'), pdf('hall-ticket.pdf')])).toMatchObject({ number: 'GRV-2026-00014' });
    expect(requestsSent().map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/grievances']);
    const [body] = received;
    expect(JSON.parse(String(body!.get(GRIEVANCE_PARTS.grievance)))).toEqual(filing);
    expect(body!.getAll(GRIEVANCE_PARTS.attachment).map((f) => (f as File).name)).toEqual(['revaluation-receipt.pdf', 'hall-ticket.pdf']);
  });

  it('a refusal of the files names the attachment part', async () => {
    server.use(
      http.post('/api/grievances', () =>
        refusal(400, { code: 'INVALID', message: 'The file must be a PDF, JPG, PNG or GIF file', field: GRIEVANCE_PARTS.attachment }),
      ),
    );
    const err = await fileIt([new File(['MZ'], 'setup.pdf', { type: 'application/pdf' })]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).body?.field).toBe('attachment');
    expect((err as ApiRequestError).message).toBe('The file must be a PDF, JPG, PNG or GIF file');
  });
});
