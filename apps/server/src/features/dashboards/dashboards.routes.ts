import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountsDashboardSchema,
  adminDashboardSchema,
  admissionsDashboardSchema,
  collegeDashboardSchema,
  examinationsDashboardSchema,
  examinationsQuerySchema,
  libraryDashboardSchema,
  studentDashboardSchema,
} from '@campus/shared';
import type { DashboardsService } from './dashboards.service.js';

/** The figures of each role's landing page; each office reads only the figures of its own work. */
export const dashboardsRoutes: FastifyPluginAsyncZod<{ dashboards: DashboardsService }> = async (app, { dashboards }) => {
  app.get('/api/dashboards/admin', { config: { access: 'dashboard.admin' }, schema: { response: { 200: adminDashboardSchema } } }, () =>
    dashboards.admin(),
  );
  app.get(
    '/api/dashboards/admissions',
    { config: { access: 'dashboard.admissions' }, schema: { response: { 200: admissionsDashboardSchema } } },
    () => dashboards.admissions(),
  );
  app.get(
    '/api/dashboards/examinations',
    {
      config: { access: 'dashboard.examinations' },
      schema: { querystring: examinationsQuerySchema, response: { 200: examinationsDashboardSchema } },
    },
    (request) => dashboards.examinations(request.query.examTitle || undefined),
  );
  app.get(
    '/api/dashboards/library',
    { config: { access: 'dashboard.library' }, schema: { response: { 200: libraryDashboardSchema } } },
    () => dashboards.library(),
  );
  app.get(
    '/api/dashboards/accounts',
    { config: { access: 'payments.reports' }, schema: { response: { 200: accountsDashboardSchema } } },
    () => dashboards.accounts(),
  );
  app.get(
    '/api/dashboards/college',
    { config: { access: 'dashboard.college' }, schema: { response: { 200: collegeDashboardSchema } } },
    (request) => dashboards.college(request.user!),
  );
  app.get(
    '/api/dashboards/student',
    { config: { access: 'dashboard.student' }, schema: { response: { 200: studentDashboardSchema } } },
    (request) => dashboards.student(request.user!),
  );
};
