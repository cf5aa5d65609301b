import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementChangeAnswerSchema,
  achievementSchema,
  achievementsQuerySchema,
  branchNamesQuerySchema,
  countQuerySchema,
  deleteAchievementSchema,
  departmentDetailsSchema,
  facultyNamesQuerySchema,
  facultyProfileSchema,
  hodDashboardSchema,
  profileQuerySchema,
  saveAchievementSchema,
} from '@campus/shared';
import type { FacultyService } from './faculty.service.js';

const strings = z.array(z.string());

/** The count calls of the faculty dashboard service (001 §7), each `?userName` → a count. */
const COUNT_CALLS = [
  ['getReserachPapersBasedOnUserName', 'publications'],
  ['getCountOfCitations', 'citations'],
  ['getCountOfScoupos', 'scopus'],
  ['getMousCounByUserName', 'mous'],
  ['getAwardsByFaculty', 'awards'],
] as const;

/** Faculty achievements, the department and branch lists they choose from, the faculty profile and the HOD's figures. */
export const facultyRoutes: FastifyPluginAsyncZod<{ faculty: FacultyService }> = async (app, { faculty }) => {
  const lists = { access: 'masterdata.read' } as const;
  const manage = { access: 'achievements.manage' } as const;

  app.get('/api/getProgram', { config: lists, schema: { response: { 200: strings } } }, (request) => faculty.programs(request.user!));
  app.get('/api/getAllDepartmentDetails', { config: lists, schema: { response: { 200: z.array(departmentDetailsSchema) } } }, (request) =>
    faculty.departmentDetails(request.user!),
  );
  app.get(
    '/api/getdistinctbranchname/BranchesMaintenance',
    { config: lists, schema: { querystring: branchNamesQuerySchema, response: { 200: strings } } },
    (request) => faculty.branchNames(request.user!, request.query.course),
  );

  app.get(
    '/api/getFacultyNamesBasedOnDepartment',
    { config: manage, schema: { querystring: facultyNamesQuerySchema, response: { 200: strings } } },
    (request) => faculty.facultyNames(request.user!, request.query.department),
  );
  app.get(
    '/api/getfacultyAchievements',
    { config: manage, schema: { querystring: achievementsQuerySchema, response: { 200: z.array(achievementSchema) } } },
    (request) => faculty.achievements(request.user!, request.query),
  );
  app.post(
    '/api/savefacultyAchievements',
    {
      config: manage,
      schema: { body: saveAchievementSchema, response: { 200: achievementChangeAnswerSchema, 201: achievementChangeAnswerSchema } },
    },
    async (request, reply) => {
      const { created, ...answer } = await faculty.save(request.user!, request.body);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );
  app.delete(
    '/api/deletefacultyAchiveMent',
    { config: manage, schema: { body: deleteAchievementSchema, response: { 200: achievementChangeAnswerSchema } } },
    (request) => faculty.remove(request.user!, request.body.id),
  );

  app.get(
    '/api/facultydb/getallprofiledata',
    { config: manage, schema: { querystring: profileQuerySchema, response: { 200: facultyProfileSchema } } },
    async (request) => faculty.profile(await faculty.memberFor(request.user!, request.query.userId || undefined, 'userId')),
  );
  for (const [call, figure] of COUNT_CALLS)
    app.get(
      `/api/facultydb/${call}`,
      { config: manage, schema: { querystring: countQuerySchema, response: { 200: z.number().int() } } },
      async (request) => (await faculty.counts(await faculty.memberFor(request.user!, request.query.userName, 'userName')))[figure],
    );

  app.get(
    '/api/faculty/hod-dashboard',
    { config: { access: 'dashboard.hod' }, schema: { response: { 200: hodDashboardSchema } } },
    (request) => faculty.hodDashboard(request.user!),
  );
};
