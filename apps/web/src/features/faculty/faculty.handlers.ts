import { http, HttpResponse } from 'msw';
import type { Achievement } from '@campus/shared';

/** The faculty of each department (`getFacultyNamesBasedOnDepartment?department=`). */
const FACULTY: Record<string, string[]> = { CSE: ['Dr. Anil Kumar', 'Dr. Sunita Rao'], ECE: ['Dr. Ravi Shankar'] };
const ACHIEVEMENTS: Achievement[] = [];

export const facultyHandlers = [
  http.get('/api/getFacultyNamesBasedOnDepartment', ({ request }) =>
    HttpResponse.json(FACULTY[new URL(request.url).searchParams.get('department') ?? ''] ?? []),
  ),
  http.get('/api/getfacultyAchievements', () => HttpResponse.json(ACHIEVEMENTS)),
];
