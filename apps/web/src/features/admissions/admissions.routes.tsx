import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./admissions.i18n');
const FullAdmissionFormPage = lazyPage(() => import('./full-admission-form.page'), 'FullAdmissionFormPage', texts);
const AdmissionsRegisterPage = lazyPage(() => import('./admissions-register.page'), 'AdmissionsRegisterPage', texts);
const StudentAdmissionFormPage = lazyPage(() => import('./student-admission-form.page'), 'StudentAdmissionFormPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  { path: '/app/Admission/Admission Form', element: <FullAdmissionFormPage /> },
  { path: '/app/Admission/Student Admission Form', element: <StudentAdmissionFormPage /> },
  { path: '/app/Admission/Admissions Register', element: <AdmissionsRegisterPage /> },
];
