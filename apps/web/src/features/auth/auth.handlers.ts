import { http, HttpResponse } from 'msw';
import { MESSAGES, type ApiError, type SignInBody, type SignInResponse } from '@campus/shared';

/** The demo password (README): the one the sign-in handler takes. */
export const DEMO_PASSWORD = 'Campus@2026';

const WRONG_PASSWORD: ApiError = { message: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' };

export const authHandlers = [
  // Every user name signs in with the demo password, as an administrator.
  http.post('/api/auth/signin', async ({ request }) => {
    const { username, password } = (await request.json()) as SignInBody;
    if (password !== DEMO_PASSWORD) return HttpResponse.json(WRONG_PASSWORD, { status: 401 });
    const signedIn: SignInResponse = {
      username,
      email: null,
      fullName: 'Admin',
      roles: ['ROLE_ADMIN'],
      program: null,
      collegeName: null,
      token: 't',
    };
    return HttpResponse.json(signedIn);
  }),
];
