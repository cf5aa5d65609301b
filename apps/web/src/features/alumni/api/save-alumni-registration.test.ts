// @vitest-environment node
// jsdom's File does not survive a multipart request body in Vitest (vitest-dev/vitest#9135): this
// file runs on Node's own FormData and File, on the page's address the tests of the web use.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALUMNI_PARTS, type AlumniRegistrationForm } from '@campus/shared';
import { refusal, requestsSent, server } from '../../../test/api-server';
import { RegistrationSaveError, saveAlumniRegistration, type RegistrationFailure } from './save-alumni-registration';

const form: AlumniRegistrationForm = {
  name: 'Keerthi Sai Priya',
  degree: 'B.Tech',
  rollNumber: '20A51A0533',
  batch: '2022-2026',
  branch: 'CSE',
  mobileNumber: '9876501234',
  email: 'keerthi@example.in',
  working: 'NA',
};

async function failureOf(run: () => Promise<unknown>): Promise<RegistrationFailure> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(RegistrationSaveError);
    return (err as RegistrationSaveError).failure;
  }
  throw new Error('the save did not fail');
}

const PAGE = new URL('http://localhost:3000/app/Alumni/Registration Form');

/** The four error dialogs of 001 §8 are told apart by how the save failed. */
describe('saving an alumni registration', () => {
  beforeEach(() => {
    vi.stubGlobal('location', PAGE);
    vi.stubGlobal('window', { location: PAGE });
    return () => vi.unstubAllGlobals();
  });

  it('sends the form as alumniStudentRegistration JSON with the file, and answers the server', async () => {
    const received: FormData[] = [];
    server.use(
      http.post('/api/saveAlumniStudentRegister', async ({ request }) => {
        received.push(await request.formData());
        return HttpResponse.json({ message: 'Alumni Registration Was Successfully Completed', id: 7 });
      }),
    );
    const file = new File(['%PDF-1.4'], 'degree.pdf', { type: 'application/pdf' });
    expect(await saveAlumniRegistration({ form, file })).toEqual({ message: 'Alumni Registration Was Successfully Completed', id: 7 });
    expect(requestsSent().map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/saveAlumniStudentRegister']);
    const [body] = received;
    expect(JSON.parse(String(body.get(ALUMNI_PARTS.registration)))).toEqual(form);
    expect((body.get(ALUMNI_PARTS.file) as File).name).toBe('degree.pdf');
  });

  it('an error answer is the server kind, with its message', async () => {
    server.use(
      http.post('/api/saveAlumniStudentRegister', () =>
        refusal(409, { message: 'An alumni registration for roll number 20A51A0533 already exists', code: 'CONFLICT' }),
      ),
    );
    expect(await failureOf(() => saveAlumniRegistration({ form, file: null }))).toEqual({
      kind: 'server',
      message: 'An alumni registration for roll number 20A51A0533 already exists',
    });
  });

  it('no answer at all is the no-response kind', async () => {
    server.use(http.post('/api/saveAlumniStudentRegister', () => HttpResponse.error()));
    expect(await failureOf(() => saveAlumniRegistration({ form, file: null }))).toEqual({ kind: 'noResponse' });
  });

  it('a request that cannot be built is the setup kind', async () => {
    const looping: Record<string, unknown> = { ...form };
    looping.self = looping;
    expect(await failureOf(() => saveAlumniRegistration({ form: looping as AlumniRegistrationForm, file: null }))).toMatchObject({
      kind: 'setup',
      message: expect.stringMatching(/circular/i),
    });
    expect(requestsSent()).toEqual([]);
  });

  it('anything else is the unexpected kind', async () => {
    // A page of a proxy in between, sent as JSON.
    const page = '<html><body>Bad gateway</body></html>';
    server.use(
      http.post('/api/saveAlumniStudentRegister', () => new HttpResponse(page, { headers: { 'content-type': 'application/json' } })),
    );
    expect(await failureOf(() => saveAlumniRegistration({ form, file: null }))).toEqual({
      kind: 'unexpected',
      message: expect.stringMatching(/JSON/),
    });
  });
});
