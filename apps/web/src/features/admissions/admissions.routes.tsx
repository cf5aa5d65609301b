import type { RouteObject } from 'react-router';
import { StudentAdmissionFormPage } from './student-admission-form.page';

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Admission/Student Admission Form', element: <StudentAdmissionFormPage /> }];
