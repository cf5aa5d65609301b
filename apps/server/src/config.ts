import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DEMO: bool.optional(),
  COLLEGE_CODE: z
    .string()
    .regex(/^[A-Z0-9]{2,12}$/, 'must be 2-12 upper-case letters or digits')
    .optional(),
  APP_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  RESULTS_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .max(200)
    .refine(isOrigin, 'must be an http:// or https:// address without a path, like https://erp.college.edu')
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9a-fA-F]*[.:][0-9a-fA-F.:/]*(,[0-9a-fA-F]*[.:][0-9a-fA-F.:/]*)*)$/,
      'must be true, false or a list of proxy addresses',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .max(500)
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().max(254).optional(),
});

/** An address people reach the app at: scheme, host and port only (the app is served from the root). */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const plain = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !value.endsWith('#');
  return (url.protocol === 'http:' || url.protocol === 'https:') && plain;
}

/** Whom to believe for X-Forwarded-For/-Host: nobody by default, so a client cannot pick its own address. */
type TrustProxy = boolean | string[];

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',');
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  demo: boolean;
  collegeCode?: string;
  appSecretKey?: string;
  redisUrl?: string;
  resultsRateLimit: number;
  loginRateLimit: number;
  logLevel: string;
  webDist: string;
  /**
   * Where people reach the app (PUBLIC_URL, an origin such as `https://erp.college.edu`): every absolute
   * link the app writes (the grade sheet's QR code) is built from it, never from the request's Host.
   */
  publicUrl: string;
  /** The session cookie is always Secure (PUBLIC_URL is https); otherwise only on requests that came over HTTPS. */
  cookieSecure: boolean;
  trustProxy: TrustProxy;
  /** Where mail goes (password reset links); without it, mail waits in the outbox table (and the demo's log). */
  smtpUrl?: string;
  mailFrom: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses the environment once at start-up; fails fast naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`));
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO ?? !e.DATABASE_URL,
    collegeCode: e.COLLEGE_CODE,
    appSecretKey: e.APP_SECRET_KEY,
    redisUrl: e.REDIS_URL,
    resultsRateLimit: e.RESULTS_RATE_LIMIT,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    publicUrl,
    cookieSecure: publicUrl.startsWith('https:'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Campus ERP <no-reply@${new URL(publicUrl).hostname}>`,
  };
}
