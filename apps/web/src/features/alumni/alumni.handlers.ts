import { http, HttpResponse } from 'msw';
import type { AlumniHistoryAnswer, AlumniHistoryEntry, AlumniRegistrationAnswer, AlumniRegistrationEntry } from '@campus/shared';

const HISTORY: AlumniHistoryEntry[] = [];
const REGISTRATIONS: AlumniRegistrationEntry[] = [];
const REGISTERED: AlumniRegistrationAnswer = { message: 'Alumni Registration Was Successfully Completed', id: 7 };

export const alumniHandlers = [
  http.get('/api/getAlumniData', () => HttpResponse.json(HISTORY)),
  http.get('/api/alumni/registrations', () => HttpResponse.json(REGISTRATIONS)),
  http.post('/api/saveAlumniStudentRegister', () => HttpResponse.json(REGISTERED)),
  http.put('/api/alumni/history/:id', async ({ params, request }) => {
    const { rollNumber } = (await request.json()) as { rollNumber: string };
    const saved: AlumniHistoryAnswer = { message: `Alumni history entry of ${rollNumber} saved.`, id: Number(params.id) };
    return HttpResponse.json(saved);
  }),
];
