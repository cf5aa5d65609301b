import { http, HttpResponse } from 'msw';
import type { NextAdmissionNumber, SaveApplicationAnswer, StudentAdmissionAnswer } from '@campus/shared';

const NEXT_NUMBER: NextAdmissionNumber = { admissionNumber: '2026/0001' };
/** A one-page PDF, as the saved admission's print comes. */
const PDF = 'JVBERi0xLjQK';

export const admissionsHandlers = [
  http.get('/api/generateAdmistionNumber', () => HttpResponse.json(NEXT_NUMBER)),
  http.post('/api/getStudentadmissiondata', () => {
    const saved: StudentAdmissionAnswer = {
      bs64: PDF,
      message: 'Student admission saved',
      admissionNumber: NEXT_NUMBER.admissionNumber,
      rollNumber: '26A91A0501',
      studentId: 1,
    };
    return HttpResponse.json(saved);
  }),
  http.post('/api/saveApplicationFormData', () => {
    const saved: SaveApplicationAnswer = {
      b64: PDF,
      message: 'Application saved',
      admissionNumber: NEXT_NUMBER.admissionNumber,
      rollNumber: '26A91A0501',
      studentId: 1,
    };
    return HttpResponse.json(saved);
  }),
];
