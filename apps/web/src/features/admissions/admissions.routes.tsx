import type { RouteObject } from 'react-router';
import { FullAdmissionFormPage } from './full-admission-form.page';
import { StudentAdmissionFormPage } from './student-admission-form.page';

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  { path: '/app/Admission/Admission Form', element: <FullAdmissionFormPage /> },
  { path: '/app/Admission/Student Admission Form', element: <StudentAdmissionFormPage /> },
];
