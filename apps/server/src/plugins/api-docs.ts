import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema, isPublic, PERMISSIONS, SIGNED_IN, type Permission } from '@campus/shared';
import { SESSION_COOKIE } from '../features/auth/session-token.js';
import { API_TAGS, OPERATIONS, type ExtraAnswers } from './api-operations.js';
import { API_SCHEMAS } from './api-schemas.js';

/** The security schemes of the document: the session cookie the web app uses, or its token as a bearer token. */
const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie that `POST /api/auth/signin` sets (httpOnly). A write (POST, PUT, DELETE) with it must send an `Origin` ' +
      "header of the server's own address; a bearer token needs none.",
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The `token` of the answer of `POST /api/auth/signin`, as `Authorization: Bearer <token>`. It lasts as long as the session.',
  },
} as const;

const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];

/** The API's own routes are documented; the web app's pages, the gateway simulator and the documentation itself are not. */
export const isDocumented = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** `METHOD /path` of a route as declared: the key of its words in api-operations.ts. */
export const operationKey = (method: string, url: string) => `${method} ${url}`;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const USUAL: Record<keyof ExtraAnswers | 400 | 415, string> = {
  400: 'The request is not valid (INVALID, BAD_REQUEST): `field` names the parameter or field, `errors` the rows of a batch. A NUL character is refused anywhere in a request',
  401: 'Not signed in, or the session has ended (UNAUTHENTICATED)',
  403: 'Refused (FORBIDDEN)',
  404: 'Nothing found (NOT_FOUND, NO_RESULT)',
  409: 'It clashes with what is saved: a duplicate, or a record in another state (CONFLICT)',
  413: 'The body is larger than 5 MB (TOO_LARGE)',
  415: 'The body is of a type the call does not take: JSON, or multipart where it sends files (BAD_REQUEST)',
  429: 'Too many requests (RATE_LIMITED): try again after the seconds of `Retry-After`',
};

/** Who may call a route, in words: the operation's description. */
function accessWords(access: Permission | undefined): string {
  if (!access) return 'No access rule: every call is refused.';
  const rule: string | readonly string[] = PERMISSIONS[access];
  if (isPublic(access)) return 'Public: no session needed.';
  if (typeof rule === 'string') return 'Any signed-in user.';
  return `Signed in with one of the roles ${rule.join(', ')}.`;
}

/** Why a signed-in route may answer 403: its roles, a cookie write from another site, a first password not yet changed. */
function forbiddenWords(method: string, access: Permission, beforePasswordChange: boolean): string {
  const rule = PERMISSIONS[access];
  const reasons = [
    ...(rule === SIGNED_IN ? [] : ['the user has none of the roles the call needs (FORBIDDEN)']),
    ...(WRITES.has(method) ? ["a write with the session cookie whose `Origin` is not the server's (BAD_ORIGIN)"] : []),
    ...(beforePasswordChange ? [] : ['a generated login must change its first password first (PASSWORD_CHANGE_REQUIRED)']),
  ];
  return `Refused: ${reasons.join('; or ')}`;
}

/**
 * A route's schema as the document shows it: its tag, operation id and summary (api-operations.ts),
 * its security and the 4xx answers derived from its access rule and its schemas, each answering the
 * one error shape (`ApiError`), then the zod schemas turned to JSON schemas by the type provider.
 */
function documentedSchema(
  method: string,
  url: string,
  schema: FastifySchema | undefined,
  config: { access?: Permission; beforePasswordChange?: true },
) {
  const operation = OPERATIONS.get(operationKey(method, url));
  const access = config.access;
  const signedIn = access !== undefined && !isPublic(access);
  const answers: Partial<Record<number, string>> = {};
  answers[400] = USUAL[400];
  if (signedIn) {
    answers[401] = USUAL[401];
    answers[403] = forbiddenWords(method, access, Boolean(config.beforePasswordChange));
  }
  if (WRITES.has(method)) {
    answers[413] = USUAL[413];
    answers[415] = USUAL[415];
  }
  for (const [status, words] of Object.entries(operation?.answers ?? {}) as [`${keyof ExtraAnswers}`, true | string][]) {
    const usual = USUAL[Number(status) as keyof ExtraAnswers];
    answers[Number(status)] = words === true ? (answers[Number(status)] ?? usual) : words;
  }
  const response: Record<string, unknown> = { ...(schema?.response as Record<string, unknown> | undefined) };
  for (const [status, description] of Object.entries(answers)) {
    response[status] ??= { description, content: { 'application/json': { schema: apiErrorSchema } } };
  }
  return {
    ...schema,
    ...(operation ? { tags: [operation.tag], operationId: operation.operationId, summary: operation.summary } : {}),
    description: accessWords(access),
    security: signedIn ? SIGNED_IN_SECURITY : [],
    response,
  };
}

type OpenApiObject = Record<string, unknown> & {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown>; tags?: string[] }>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: unknown };
};

/** Every `#/components/schemas/…` reference in a part of the document. */
function referencedSchemas(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedSchemas(item, into);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) into.add(child.slice(21));
      else referencedSchemas(child, into);
    }
  return into;
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), …)`) as zod writes it names its keys only in
 * `propertyNames` and `required`: each key is given its property too, so that readers see its fields.
 */
function recordKeysAsProperties(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) recordKeysAsProperties(item);
  if (!value || typeof value !== 'object') return;
  const schema = value as Record<string, unknown>;
  const keys = (schema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (Array.isArray(keys) && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object')
    schema.properties = Object.fromEntries(keys.map((key) => [String(key), schema.additionalProperties]));
  for (const child of Object.values(schema)) recordKeysAsProperties(child);
}

/**
 * The finished document: the tags in use with their descriptions, the security schemes, a `200` for
 * an operation whose answer is not declared (a PDF, a workbook, text), and only the named schemas
 * some operation uses (the type provider adds an input and an output form of every named schema).
 */
function finishDocument(openapiObject: OpenApiObject): OpenApiObject {
  const paths = openapiObject.paths ?? {};
  recordKeysAsProperties(paths);
  recordKeysAsProperties(openapiObject.components?.schemas);
  const used = new Set<string>();
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations)) {
      for (const tag of operation.tags ?? []) used.add(tag);
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['200'] = { description: 'The answer' };
    }
  const schemas = openapiObject.components?.schemas ?? {};
  const kept = referencedSchemas(paths);
  for (let grew = true; grew;) {
    const before = kept.size;
    for (const name of [...kept]) referencedSchemas(schemas[name], kept);
    grew = kept.size > before;
  }
  return {
    ...openapiObject,
    tags: Object.entries(API_TAGS)
      .filter(([name]) => used.has(name))
      .map(([name, { description }]) => ({ name, description })),
    components: {
      ...openapiObject.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name))),
    },
  };
}

/**
 * The OpenAPI document of the API (`/api/docs/json`, `/api/docs/yaml`, Swagger UI at `/api/docs`),
 * made from the routes' zod schemas, their access rules and api-operations.ts (ADR 0107).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const zodTransform = createJsonSchemaTransform({ skipList: [], schemaRegistry: API_SCHEMAS });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: API_SCHEMAS });
  const transform: SwaggerTransform = (document) => {
    const { url, route } = document;
    if (!isDocumented(url)) return { schema: { hide: true } as FastifySchema, url };
    const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
    const schema = documentedSchema(method, url, route.schema, route.config ?? {});
    return zodTransform({ ...document, schema: schema as unknown as FastifySchema });
  };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Campus ERP API',
        version: '0.1.0',
        description:
          'The API of Campus ERP: the calls its web app makes, for a college portal or any client of its own. Sign in with ' +
          '`POST /api/auth/signin`, then send the token as `Authorization: Bearer <token>` (or the session cookie it sets). ' +
          'Every refused call answers an `ApiError`.',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject: (document) => finishDocument(zodTransformObject(document) as OpenApiObject) as never,
  });
}
