import type { FastifyBaseLogger, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  apiErrorSchema,
  examResultSchema,
  examTitleSchema,
  examTitleStatusAnswerSchema,
  examTitleSummarySchema,
  gradeSheetPreviewParamsSchema,
  normalizeRollNumber,
  RESULT_MESSAGES,
  resultLookupQuerySchema,
  resultReportSchema,
  resultVerificationSchema,
  titleResultsPageSchema,
  titleResultsQuerySchema,
  serverText,
} from '@campus/shared';
import { AppError } from '../../lib/app-error.js';
import { CONTENT_SECURITY_POLICY } from '../../lib/content-security.js';
import { createLimiter, reserve } from '../../lib/rate-limits.js';
import type { ResultsService } from './results.service.js';
import { addressGroup } from '../../lib/address-group.js';

const titleParams = z.object({ examTitle: examTitleSchema });

/** The roll number a public result request asks for, as the lookup reads it, when it names one. */
function rollNoOf(request: FastifyRequest): string | undefined {
  const rollNo = (request.query as { rollNo?: unknown } | undefined)?.rollNo;
  return typeof rollNo === 'string' ? normalizeRollNumber(rollNo) || undefined : undefined;
}

/**
 * Lookup, report and verification are public and rate limited per address (RESULTS_RATE_LIMIT a
 * minute) and per roll number from any address (RESULTS_ROLL_RATE_LIMIT); 0 turns a limit off. One
 * pair of limiters for all three, shared by the two route plugins that serve them.
 */
export function resultsRateLimit(
  limits: { resultsRateLimit: number; resultsRollRateLimit: number },
  redis: Redis | undefined,
  log: FastifyBaseLogger,
): preHandlerAsyncHookHandler[] {
  const { resultsRateLimit: perAddress, resultsRollRateLimit: perRoll } = limits;
  if (perAddress <= 0 && perRoll <= 0) return [];
  const byAddress =
    perAddress > 0 ? createLimiter({ keyPrefix: 'results-ip', points: perAddress, durationSeconds: 60 }, redis, log) : undefined;
  const byRoll = perRoll > 0 ? createLimiter({ keyPrefix: 'results-roll', points: perRoll, durationSeconds: 60 }, redis, log) : undefined;
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      const rollNo = rollNoOf(request);
      const seconds = Math.max(
        byAddress ? await reserve(byAddress, addressGroup(request.ip)) : 0,
        byRoll && rollNo ? await reserve(byRoll, rollNo) : 0,
      );
      if (seconds === 0) return;
      reply.header('retry-after', String(seconds));
      throw new AppError('RATE_LIMITED', serverText('results.rateLimited'));
    },
  ];
}

/**
 * The headers helmet gives every other answer, sent here as one precomputed set: building them per
 * request costs a quarter of the throughput of the two routes every student refreshes on results day.
 * A test keeps this list equal to helmet's.
 */
export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

function securityHeaders(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply.headers(SECURITY_HEADERS);
  done();
}

export const LOOKUP_MAX_AGE_SECONDS = 10;

interface ResultsRoutesOptions {
  results: ResultsService;
  /** The limiter of public result requests ({@link resultsRateLimit}). */
  rateLimit: preHandlerAsyncHookHandler[];
}

/**
 * The two routes every student refreshes on results day. The application registers them outside
 * the scope of helmet and multipart: they send their security headers precomputed and take no
 * uploads, so they skip those plugins' per-request hooks.
 */
export const resultsLookupRoutes: FastifyPluginAsyncZod<ResultsRoutesOptions> = async (app, { results, rateLimit }) => {
  app.get(
    '/api/getDistinctExamTitlesBy',
    { onRequest: securityHeaders, config: { access: 'results.read' }, schema: { response: { 200: z.array(z.string()) } } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send((await results.publishedTitlesJson()) as never),
  );

  app.get(
    '/api/getExamResultByRollNoView',
    {
      onRequest: securityHeaders,
      config: { access: 'results.read' },
      preHandler: rateLimit,
      schema: { querystring: resultLookupQuerySchema, response: { 200: examResultSchema, 404: apiErrorSchema } },
    },
    async (request, reply) => {
      const json = await results.lookupJson(request.query.examTitle, request.query.rollNo);
      if (json === 'null') throw new AppError('NO_RESULT', serverText('results.noResult'));
      // Published results change only by unpublishing: browsers and proxies may keep an answer for
      // 10 s, which absorbs the refreshes of results day and bounds how long a withdrawn one stays.
      reply.header('cache-control', `public, max-age=${LOOKUP_MAX_AGE_SECONDS}`);
      // Cached answers are already JSON text: sent as they are, without serializing again.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
};

export const resultsRoutes: FastifyPluginAsyncZod<ResultsRoutesOptions> = async (app, { results, rateLimit: preHandler }) => {
  app.get(
    '/api/getExamResultByRollNoReport',
    {
      config: { access: 'results.read' },
      preHandler,
      schema: { querystring: resultLookupQuerySchema, response: { 200: resultReportSchema } },
    },
    async (request) => {
      const pdf = await results.report(request.query.examTitle, request.query.rollNo);
      if (!pdf) return { success: 'False' as const, message: RESULT_MESSAGES.noResult };
      return { success: 'True' as const, b64: pdf.toString('base64') };
    },
  );

  app.get(
    '/api/results/verify/:code',
    {
      config: { access: 'results.read' },
      preHandler,
      schema: { params: z.object({ code: z.string().trim().min(4).max(32) }), response: { 200: resultVerificationSchema } },
    },
    async (request) => results.verify(request.params.code),
  );

  app.get(
    '/api/exam-results/titles',
    { config: { access: 'results.manage' }, schema: { response: { 200: z.array(examTitleSummarySchema) } } },
    async () => results.titles(),
  );

  app.get(
    '/api/exam-results/:examTitle/students',
    {
      config: { access: 'results.manage' },
      schema: { params: titleParams, querystring: titleResultsQuerySchema, response: { 200: titleResultsPageSchema } },
    },
    async (request) => results.titleResults(request.params.examTitle, request.query),
  );

  // Staff only, drafts included: the public report route above refuses drafts.
  app.get(
    '/api/exam-results/:examTitle/students/:rollNo/grade-sheet',
    { config: { access: 'results.manage' }, schema: { params: gradeSheetPreviewParamsSchema } },
    async (request, reply) => {
      const pdf = await results.previewGradeSheet(request.params.examTitle, request.params.rollNo);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'inline; filename="grade-sheet-preview.pdf"');
      return reply.type('application/pdf').send(pdf);
    },
  );

  app.get('/api/exam-results/template', { config: { access: 'results.manage' } }, async (_request, reply) => {
    reply.header('content-disposition', 'attachment; filename="exam-results-template.xlsx"');
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await results.template());
  });

  app.post(
    '/api/exam-results/:examTitle/publish',
    { config: { access: 'results.manage' }, schema: { params: titleParams, response: { 200: examTitleStatusAnswerSchema } } },
    async (request) => results.publish(request.params.examTitle, request.user!),
  );

  app.post(
    '/api/exam-results/:examTitle/unpublish',
    { config: { access: 'results.manage' }, schema: { params: titleParams, response: { 200: examTitleStatusAnswerSchema } } },
    async (request) => results.unpublish(request.params.examTitle, request.user!),
  );
};
