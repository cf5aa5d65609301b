import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(65_000),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
  DATA_DIR: z.string().default('./data'),
  DISK_MIN_FREE_MB: z.coerce.number().int().min(0).default(500),
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
  RESULTS_RATE_LIMIT: z.coerce.number().int().min(0).default(600),
  RESULTS_ROLL_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
  WEBHOOK_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  WEBHOOK_GLOBAL_RATE_LIMIT: z.coerce.number().int().min(0).default(600),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  LOGIN_ADDRESS_GAP_MS: z.coerce.number().int().min(1).max(60_000).default(250),
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
  PENDING_SIGN_UP_DAYS: z.coerce.number().int().min(0).max(3_650).default(7),
  SIGN_IN_QUEUE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  PASSWORD_CHECKS: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_LOG_RATE: z.coerce.number().int().min(0).default(100),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .max(200)
    .refine(isOrigin, 'must be an http:// or https:// address without a path, like https://erp.college.edu')
    .optional(),
  TRUST_PROXY: z
    .string()
    .max(2_000)
    .refine(
      (value) => value.split(',').every((entry) => isAddressOrRange(entry.trim())),
      "must list the reverse proxies' addresses or CIDR ranges, comma-separated (10.0.0.5,10.0.1.0/24), never true: leave it unset when there is no proxy",
    )
    .optional(),
  GATEWAY: z.enum(['lyra', 'simulator']).optional(),
  GATEWAY_BASE_URL: z
    .string()
    .max(200)
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address')
    .optional(),
  GATEWAY_SHOP_ID: z.string().max(100).optional(),
  GATEWAY_PASSWORD: z.string().max(200).optional(),
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PAYMENT_JOBS_SECONDS: z.coerce.number().int().min(0).max(86_400).default(180),
  DUE_REMINDER_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  HOLD_EXPIRY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  PAPER_WARNING_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  PAYMENT_ANSWER_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  SMTP_URL: z
    .string()
    .max(500)
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().max(254).optional(),
  MAIL_POLL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  BOUNCE_IMAP_URL: z
    .string()
    .max(500)
    .regex(/^imaps?:\/\/[^\s]+$/, 'must start with imap:// or imaps://')
    .refine((v) => URL.canParse(v) && new URL(v).username !== '', 'must name the mailbox user: imaps://user:password@host/Mailbox')
    .optional(),
  BOUNCE_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  SMS_PROVIDER: z.enum(['off', 'simulator', 'msg91']).optional(),
  SMS_AUTH_KEY: z.string().max(200).optional(),
  SMS_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address')
    .optional(),
  SMS_SENDER: z
    .string()
    .regex(/^[A-Z]{6}$/, 'must be the 6 capital letters of the DLT-registered header')
    .default('CAMPUS'),
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{6,25}$/, 'must be the digits of the DLT principal entity ID')
    .default('1101000000000000001'),
  SMS_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1_000).default(20),
  SMS_QUIET_HOURS: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d|off)$/, 'must be HH:MM-HH:MM in the college time, or off')
    .default('21:00-09:00'),
  SMS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  FEED_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  FEED_LATE_MS: z.coerce.number().int().min(100).max(300_000).default(5_000),
});

/** An address people reach the app at: scheme, host and port only (the app is served from the root). */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const plain = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !value.endsWith('#');
  return (url.protocol === 'http:' || url.protocol === 'https:') && plain;
}

/** An IPv4 or IPv6 address, or a CIDR range of one (`10.0.1.0/24`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Whom to believe for X-Forwarded-For/-Host: nobody by default, so a client cannot pick its own
 * address. Only named proxies, never `true`: with a list, the client is the right-most address that
 * is not one of them (proxy-addr), so an address the client wrote itself at the left is never believed.
 */
type TrustProxy = false | string[];

function parseTrustProxy(value: string | undefined): TrustProxy {
  return value === undefined ? false : value.split(',').map((entry) => entry.trim());
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** How long a client may take to send a request's headers; then the connection is closed (408). */
  headersTimeoutMs: number;
  /** How long a client may take to send a whole request, body included (a 20 MB upload on a slow line). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open: longer than nginx keeps its upstream ones (60 s). */
  keepAliveTimeoutMs: number;
  /** Open connections one address (IPv6: one /64) may hold; 0 off. Addresses in TRUST_PROXY are not counted. */
  connectionsPerAddress: number;
  dataDir: string;
  /** Below this much free space in DATA_DIR, /api/health says `degraded` (disk `low`). */
  diskMinFreeMb: number;
  databaseUrl?: string;
  demo: boolean;
  collegeCode?: string;
  appSecretKey?: string;
  redisUrl?: string;
  /** Public result requests a minute per address: a computer lab of 60 behind one campus address looks up twice a minute with room to spare. */
  resultsRateLimit: number;
  /** Public result requests a minute per roll number, from any address. */
  resultsRollRateLimit: number;
  /** Gateway notifications a minute per address; 0 turns the limit off. */
  webhookRateLimit: number;
  /** Gateway notifications a minute from all addresses together; 0 turns the limit off. */
  webhookGlobalRateLimit: number;
  loginRateLimit: number;
  /** The first step of a sign-in slowdown (ADR 0068): waits double from it, up to 32 steps apart. */
  loginSlowdownMs: number;
  /** Sign-ins of an address past its free failures are this far apart, so that a right password from it still gets in within seconds (ADR 0082). */
  loginAddressGapMs: number;
  /** Public sign-ups an hour from all addresses together (0 = no limit); each address has its own limit too. */
  signUpRateLimit: number;
  /** Days a sign-up waits for approval before it is deleted (0 = kept until the administrator decides). */
  pendingSignUpDays: number;
  /** The longest a password check waits for its turn; beyond it a sign-in is answered 503 with Retry-After (ADR 0071). */
  signInQueueMs: number;
  /** Password checks at once; one per core when unset. */
  passwordChecks?: number;
  logLevel: string;
  /** Access log lines a second for fast, successful reads (0: every request); see logging.ts. */
  accessLogRate: number;
  webDist: string;
  /**
   * Where people reach the app (PUBLIC_URL, an origin such as `https://erp.college.edu`): every absolute
   * link the app writes (the grade sheet's QR code) is built from it, never from the request's Host.
   */
  publicUrl: string;
  /** The session cookie is always Secure (PUBLIC_URL is https); otherwise only on requests that came over HTTPS. */
  cookieSecure: boolean;
  trustProxy: TrustProxy;
  /** The card gateway: Lyra's charge API, or the built-in simulator (the default in the demo). */
  gateway: GatewayConfig;
  /** Seconds between runs of the payment jobs (reconciliation, expiry); 0 = not run by a timer. */
  paymentJobsSeconds: number;
  /** Minutes between runs of the due reminders (also run once at start); 0 = only when called. */
  dueReminderMinutes: number;
  /** Minutes between runs of the library's hold expiry (also run once at start); 0 = only when called. */
  holdExpiryMinutes: number;
  /** Minutes between runs that tell the transport office of vehicles' papers lapsing; 0: none. */
  paperWarningMinutes: number;
  /** How long a result page's check waits for the gateway before it answers what is stored (the re-read goes on). */
  paymentAnswerMs: number;
  /** Where mail goes (password reset links); without it, mail waits in the outbox table (and the demo's DATA_DIR/mail folder). */
  smtpUrl?: string;
  mailFrom: string;
  /** Seconds between the mail worker's looks for due mail (retries, mail of a server that stopped); 0 = only when mail is written. */
  mailPollSeconds: number;
  /** The mailbox that returned mail reaches (IMAP), read for bounces of the notifications' mail (ADR 0125); none = not read. */
  bounceImapUrl?: string;
  /** Seconds between looks at the bounce mailbox; 0 = only when asked. */
  bouncePollSeconds: number;
  /** The SMS channel (ADR 0117): the provider, its key, the DLT registration, its rate and the quiet hours. */
  sms: SmsConfig;
  /** How often a server sends its heartbeat through the change feed, and when an unanswered one makes the feed late (ADR 0092). */
  feedHeartbeatMs: number;
  feedLateMs: number;
}

interface SmsConfig {
  /** `simulator` writes messages to files (the demo); `off` sends no SMS, leaving them queued. */
  provider: 'off' | 'simulator' | 'msg91';
  authKey?: string;
  baseUrl?: string;
  senderHeader: string;
  dltEntityId: string;
  ratePerSecond: number;
  quietHours?: { from: string; to: string };
  /** The secret in the delivery-report webhook's address the college registers with the provider. */
  webhookSecret?: string;
}

function smsConfig(e: z.infer<typeof envSchema>, demo: boolean): SmsConfig {
  // Tests choose their provider: the simulator writes into the data folder, which a test makes its own.
  const provider = e.SMS_PROVIDER ?? (demo && e.NODE_ENV !== 'test' ? 'simulator' : 'off');
  if (provider === 'msg91' && !e.SMS_AUTH_KEY) throw new ConfigError(['SMS_AUTH_KEY is required when SMS_PROVIDER is msg91']);
  const [from, to] = e.SMS_QUIET_HOURS === 'off' ? [] : e.SMS_QUIET_HOURS.split('-');
  return {
    provider,
    authKey: e.SMS_AUTH_KEY,
    baseUrl: e.SMS_BASE_URL,
    senderHeader: e.SMS_SENDER,
    dltEntityId: e.SMS_DLT_ENTITY_ID,
    ratePerSecond: e.SMS_RATE_PER_SECOND,
    quietHours: from && to ? { from, to } : undefined,
    webhookSecret: e.SMS_WEBHOOK_SECRET,
  };
}

interface GatewayConfig {
  kind: 'lyra' | 'simulator';
  /** Without a trailing slash; the charge API is under `{baseUrl}/pg/rest/v1/`. */
  baseUrl: string;
  shopId: string;
  password: string;
  /** Per attempt of a call; a slower answer counts as the gateway being unreachable. */
  timeoutMs: number;
}

/** The simulator's shop credentials when none are configured: it checks them as the real gateway would. */
const SIMULATOR_SHOP = { shopId: 'SIMSHOP', password: 'simulator-password' };

function gatewayConfig(e: z.infer<typeof envSchema>, demo: boolean): GatewayConfig {
  const kind = e.GATEWAY ?? (demo ? 'simulator' : 'lyra');
  const simulated = kind === 'simulator';
  const fallbackBase = simulated ? `http://127.0.0.1:${e.PORT}/gateway-sim` : 'https://api.in.lyra.com';
  return {
    kind,
    baseUrl: (e.GATEWAY_BASE_URL ?? fallbackBase).replace(/\/+$/, ''),
    shopId: e.GATEWAY_SHOP_ID ?? (simulated ? SIMULATOR_SHOP.shopId : ''),
    password: e.GATEWAY_PASSWORD ?? (simulated ? SIMULATOR_SHOP.password : ''),
    timeoutMs: e.GATEWAY_TIMEOUT_MS,
  };
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
  if (e.DATABASE_URL && !e.APP_SECRET_KEY) {
    throw new ConfigError([
      'APP_SECRET_KEY is required with DATABASE_URL: every server of one database must seal and open secrets with the same key (64 hex characters, made once with `openssl rand -hex 32` and kept apart from backups)',
    ]);
  }
  if (e.FEED_LATE_MS <= e.FEED_HEARTBEAT_MS) {
    throw new ConfigError(['FEED_LATE_MS must be longer than FEED_HEARTBEAT_MS: a heartbeat is late only after the next one was due']);
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(['HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS: the headers are part of the request']);
  }
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    dataDir: path.resolve(e.DATA_DIR),
    diskMinFreeMb: e.DISK_MIN_FREE_MB,
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO ?? !e.DATABASE_URL,
    collegeCode: e.COLLEGE_CODE,
    appSecretKey: e.APP_SECRET_KEY,
    redisUrl: e.REDIS_URL,
    resultsRateLimit: e.RESULTS_RATE_LIMIT,
    resultsRollRateLimit: e.RESULTS_ROLL_RATE_LIMIT,
    webhookRateLimit: e.WEBHOOK_RATE_LIMIT,
    webhookGlobalRateLimit: e.WEBHOOK_GLOBAL_RATE_LIMIT,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginSlowdownMs: e.LOGIN_SLOWDOWN_MS,
    loginAddressGapMs: e.LOGIN_ADDRESS_GAP_MS,
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    pendingSignUpDays: e.PENDING_SIGN_UP_DAYS,
    signInQueueMs: e.SIGN_IN_QUEUE_MS,
    passwordChecks: e.PASSWORD_CHECKS,
    logLevel: e.LOG_LEVEL,
    accessLogRate: e.ACCESS_LOG_RATE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    publicUrl,
    cookieSecure: publicUrl.startsWith('https:'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    gateway: gatewayConfig(e, e.DEMO ?? !e.DATABASE_URL),
    paymentJobsSeconds: e.PAYMENT_JOBS_SECONDS,
    dueReminderMinutes: e.DUE_REMINDER_MINUTES,
    holdExpiryMinutes: e.HOLD_EXPIRY_MINUTES,
    paperWarningMinutes: e.PAPER_WARNING_MINUTES,
    paymentAnswerMs: e.PAYMENT_ANSWER_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Campus ERP <no-reply@${new URL(publicUrl).hostname}>`,
    mailPollSeconds: e.MAIL_POLL_SECONDS,
    bounceImapUrl: e.BOUNCE_IMAP_URL,
    bouncePollSeconds: e.BOUNCE_POLL_SECONDS,
    sms: smsConfig(e, e.DEMO ?? !e.DATABASE_URL),
    feedHeartbeatMs: e.FEED_HEARTBEAT_MS,
    feedLateMs: e.FEED_LATE_MS,
  };
}
