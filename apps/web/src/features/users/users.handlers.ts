import { http, HttpResponse } from 'msw';
import type { Account, CreateLoginsResponse, CreateUserBody, LoginsToCreate, SignUpResponse } from '@campus/shared';

const LOGINS_TO_CREATE: LoginsToCreate = { count: 12 };
const SIGNED_UP: SignUpResponse = { message: 'Your Registration Was Successfully Completed', status: 'pending' };
const created = (count: number): CreateLoginsResponse => ({
  success: 'true',
  msg: `${count} student logins created.`,
  count,
  file: 'UEsDBA==',
  fileName: 'student-logins.xlsx',
});

export const usersHandlers = [
  // A new account as the server makes it from the form: active at once.
  http.post('/api/users', async ({ request }) => {
    const body = (await request.json()) as CreateUserBody;
    const account: Account = {
      id: 5,
      username: body.username,
      fullName: body.fullName,
      email: body.email ?? null,
      roles: body.roles,
      requestedRoles: null,
      modules: body.modules ?? [],
      status: 'active',
      mustChangePassword: false,
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    return HttpResponse.json(account, { status: 201 });
  }),
  http.post('/api/auth/signup', () => HttpResponse.json(SIGNED_UP)),
  http.get('/api/users/logins-to-create', () => HttpResponse.json(LOGINS_TO_CREATE)),
  http.post('/api/createStudentLogins', () => HttpResponse.json(created(LOGINS_TO_CREATE.count))),
  http.post('/api/createFacultyLogins', () => HttpResponse.json(created(LOGINS_TO_CREATE.count))),
];
