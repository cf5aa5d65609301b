import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlumniRegistrationForm } from '@campus/shared';
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

/** The four error dialogs of 001 §8 are told apart by how the save failed. */
describe('saving an alumni registration', () => {
  beforeEach(() => vi.stubGlobal('window', { location: { origin: 'http://localhost', pathname: '/app/Alumni/Registration Form' } }));
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form as alumniStudentRegistration JSON with the file, and answers the server', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = init.body as FormData;
      expect(JSON.parse(String(body.get('alumniStudentRegistration')))).toEqual(form);
      expect((body.get('file') as File).name).toBe('degree.pdf');
      return new Response(JSON.stringify({ message: 'Alumni Registration Was Successfully Completed', id: 7 }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const file = new File(['%PDF-1.4'], 'degree.pdf', { type: 'application/pdf' });
    expect(await saveAlumniRegistration({ form, file })).toEqual({ message: 'Alumni Registration Was Successfully Completed', id: 7 });
    expect(fetch.mock.calls[0][0]).toBe('/api/saveAlumniStudentRegister');
  });

  it('an error answer is the server kind, with its message', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'An alumni registration for roll number 20A51A0533 already exists', code: 'CONFLICT' }, { status: 409 }),
    );
    expect(await failureOf(() => saveAlumniRegistration({ form, file: null }))).toEqual({
      kind: 'server',
      message: 'An alumni registration for roll number 20A51A0533 already exists',
    });
  });

  it('no answer at all is the no-response kind', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failureOf(() => saveAlumniRegistration({ form, file: null }))).toEqual({ kind: 'noResponse' });
  });

  it('a request that cannot be built is the setup kind', async () => {
    const looping: Record<string, unknown> = { ...form };
    looping.self = looping;
    expect(await failureOf(() => saveAlumniRegistration({ form: looping as AlumniRegistrationForm, file: null }))).toMatchObject({
      kind: 'setup',
      message: expect.stringMatching(/circular/i),
    });
  });

  it('anything else is the unexpected kind', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new RangeError('stream broke');
    });
    expect(await failureOf(() => saveAlumniRegistration({ form, file: null }))).toEqual({ kind: 'unexpected', message: 'stream broke' });
  });
});
