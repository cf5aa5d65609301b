import { http, HttpResponse } from 'msw';
import type { MyAttendance } from '@campus/shared';

/**
 * Aarav Reddy of B.Tech CSE 2024 A: 103 of 125 classes (82.4 %), twelve more to miss before 75 %;
 * Computer Networks below it at 66.7 %.
 */
export const MY_ATTENDANCE: MyAttendance = {
  student: { id: 501, rollNumber: '24R11A0501', fullName: 'Aarav Reddy', section: 'B.Tech CSE 2024 A' },
  required: 75,
  condonable: 65,
  subjects: [
    { subjectId: 31, code: '22CS301', name: 'Data Structures', held: 44, attended: 40, percent: 90.9 },
    { subjectId: 32, code: '22CS302', name: 'Database Management Systems', held: 36, attended: 30, percent: 83.3 },
    { subjectId: 33, code: '22CS303', name: 'Computer Networks', held: 27, attended: 18, percent: 66.7 },
    { subjectId: 34, code: '22CS381', name: 'Data Structures Lab', held: 18, attended: 15, percent: 83.3 },
  ],
  held: 125,
  attended: 103,
  percent: 82.4,
  mayMiss: 12,
  toRecover: 0,
  standing: 'ok',
  condonationFeePaise: 50_000,
  condonation: null,
};

/** The signed-in student's (or their parent's child's) attendance. */
export const myAttendanceHandlers = [http.get('/api/attendance/mine', () => HttpResponse.json(MY_ATTENDANCE))];
