import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultSalonSettings } from '@shared/schemas/settings';

/**
 * The only module that reads process.env: everything else receives a validated Config.
 * Both the source tree (src/server/config.ts) and the bundle (dist/server/main.js) sit two
 * folders below the project root, which is how the root is found at run time.
 */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * Ten connections, as before these were settings. A visitor waits 5 s at most for a connection
 * before a retryable 503; 30 s per statement and per idle transaction end only what has hung
 * (a proxy gives up on a request after 60 s by default).
 */
export const DEFAULT_DATABASE_POOL: DatabasePoolSettings = {
  size: 10,
  waitMs: 5000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 30_000,
};

/** A whole number of `unit` from `min` to `max`, with the range in every message. */
function wholeNumber(unit: string, min: number, max: number, lowest = String(min)) {
  const range = `must be a whole number of ${unit} from ${lowest} to ${max}`;
  return z.coerce.number({ error: range }).int(range).min(min, range).max(max, range);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  PUBLIC_URL: optionalString.pipe(
    z.url('must be an absolute URL, e.g. https://example.com').optional(),
  ),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  SALON_NOTIFY_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
      .optional(),
  ),
  STRIPE_API_BASE: optionalString.pipe(z.url('must be an absolute URL').optional()),
  TWILIO_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString.pipe(
    z
      .string()
      .regex(
        /^(\+\d{8,15}|MG[0-9a-fA-F]{32})$/,
        'must be the sending number in international form (+447…) or a Messaging Service SID (MG…)',
      )
      .optional(),
  ),
  TWILIO_API_BASE: optionalString.pipe(z.url('must be an absolute URL').optional()),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|false|\d{1,2})?$/,
      'must be true, false or the number of proxies in front of the server (0 to 10)',
    )
    .refine(
      (v) => !/^\d+$/.test(v) || Number(v) <= 10,
      'must be true, false or the number of proxies in front of the server (0 to 10)',
    )
    .optional()
    .transform((v) => (v === 'true' ? 1 : v === 'false' || !v ? 0 : Number(v))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BACKUP_DIR: optionalString,
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of hours')
    .min(0, 'must be 0 (off) or more hours')
    .max(24 * 7, 'must be at most 168 hours (a week)')
    .default(24),
  BACKUP_KEEP_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(3650, 'must be at most 3650 days')
    .default(14),
  DATABASE_POOL_SIZE: wholeNumber('connections', 1, 1000).default(DEFAULT_DATABASE_POOL.size),
  DATABASE_POOL_WAIT_MS: wholeNumber('milliseconds', 100, 60_000).default(
    DEFAULT_DATABASE_POOL.waitMs,
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber('milliseconds', 0, 3_600_000, '0 (none)').default(
    DEFAULT_DATABASE_POOL.statementTimeoutMs,
  ),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: wholeNumber(
    'milliseconds',
    0,
    3_600_000,
    '0 (none)',
  ).default(DEFAULT_DATABASE_POOL.idleInTransactionTimeoutMs),
  BOOKING_DAY_QUEUE: wholeNumber('requests', 1, 1000).default(4),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 (stop at once) or more milliseconds')
    .max(60_000, 'must be at most 60000 milliseconds (a minute)')
    .default(5_000),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  salonNotifyEmail: string;
  stripe:
    | { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined }
    | undefined;
  /** SMS reminders through Twilio, when its account, token and sender are all set. */
  twilio:
    | { accountSid: string; authToken: string; from: string; apiBase: string | undefined }
    | undefined;
  authSecret: string;
  logLevel: string;
  /**
   * How many proxies stand in front of the server (TRUST_PROXY; `true` is one, `false` or 0 none):
   * the client's address is the one the outermost of them wrote into X-Forwarded-For, and
   * X-Forwarded-Proto and -Host are believed.
   */
  trustProxy: number | boolean;
  clientDir: string;
  /** The server build of the client's public pages. */
  ssrDir: string;
  /** Vite's manifest of the client build: which chunks each source module needs. */
  chunkManifest: string;
  contentDir: string;
  migrationsDir: string;
  /**
   * Automatic backups of the embedded database (PGlite does not fsync, so an OS crash can lose
   * recent writes): where, how often (0 = never) and for how long they are kept.
   */
  backups: { dir: string; intervalHours: number; keepDays: number };
  /**
   * The PostgreSQL pool's bounds (decision 038): its connections, how long a request waits for
   * one, and the server-side limits on one statement and on a transaction left idle (0: none).
   * The embedded database has no pool.
   */
  databasePool: DatabasePoolSettings;
  /**
   * How many booking requests of one salon day this instance works on at once (one holds the
   * day's lock, the others wait for it); the next is answered 503 at once (decision 038).
   */
  bookingDayQueue: number;
  /**
   * How long a stopping instance keeps serving as before, /healthz 503, before it closes its port
   * (decision 041): load balancers stop sending to it meanwhile; after that every answer says
   * `Connection: close`, and a connection is closed only once idle that long.
   */
  shutdownGraceMs: number;
}

export interface DatabasePoolSettings {
  size: number;
  waitMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Only this machine can reach these: localhost, 127.0.0.0/8 and ::1 (URL normalises 127.1). */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * Test mode exposes the app's clock to anyone (POST /api/test/clock) and sells through the test
 * checkout: it must never serve a real address, whatever else is set.
 */
export function testModeProblem(config: Pick<Config, 'nodeEnv' | 'publicUrl'>) {
  if (config.nodeEnv !== 'test' || isLoopback(new URL(config.publicUrl).hostname)) return undefined;
  return (
    'NODE_ENV: test mode (a clock anyone can move, no payments taken) is for the automated tests ' +
    `on this machine only, and PUBLIC_URL ${config.publicUrl} is not a loopback address ` +
    '(localhost, 127.0.0.1 or [::1]). Set NODE_ENV=production to serve the site.'
  );
}

/** AUTH_SECRET is generated once and kept in the data folder so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY too, or neither');
  }
  const twilioSet = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean);
  if (twilioSet.length > 0 && twilioSet.length < 3) {
    problems.push(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three to send SMS reminders, or none',
    );
  }
  if (e.BOOKING_DAY_QUEUE >= e.DATABASE_POOL_SIZE) {
    problems.push(
      `BOOKING_DAY_QUEUE: must be smaller than DATABASE_POOL_SIZE (${e.DATABASE_POOL_SIZE}), ` +
        "so one day's bookings cannot take every connection",
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const testMode = testModeProblem({ nodeEnv: e.NODE_ENV, publicUrl });
  if (testMode) problems.push(testMode);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR ?? join(projectRoot, 'data'));
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    // The sender and the salon's inbox are the operator's (the sender must be a domain the mail
    // server may send for), so Settings does not change them; they default to the launch values.
    mailFrom: e.MAIL_FROM ?? `${defaultSalonSettings.name} <${defaultSalonSettings.email}>`,
    salonNotifyEmail: e.SALON_NOTIFY_EMAIL ?? defaultSalonSettings.email,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
        }
      : undefined,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: e.TWILIO_API_BASE,
          }
        : undefined,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY ?? 0,
    clientDir: join(projectRoot, 'dist', 'client'),
    ssrDir: join(projectRoot, 'dist', 'ssr'),
    chunkManifest: join(projectRoot, 'dist', 'client-manifest.json'),
    contentDir: join(projectRoot, 'content'),
    migrationsDir: join(projectRoot, 'src', 'server', 'db', 'migrations'),
    backups: {
      dir: resolve(e.BACKUP_DIR ?? join(dataDir, 'backups')),
      intervalHours: e.BACKUP_INTERVAL_HOURS,
      keepDays: e.BACKUP_KEEP_DAYS,
    },
    databasePool: {
      size: e.DATABASE_POOL_SIZE,
      waitMs: e.DATABASE_POOL_WAIT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    bookingDayQueue: e.BOOKING_DAY_QUEUE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}

/**
 * Settings the test harness reads: a PostgreSQL server to run the database tests against
 * (TEST_DATABASE_URL), and one for the tests that only PostgreSQL can run (ending connections,
 * the pool's bounds), which `npm test` provides as E2E_POSTGRES_URL whatever the run's engine.
 */
export function loadTestSettings(env: Record<string, string | undefined> = process.env) {
  const databaseUrl = env.TEST_DATABASE_URL?.trim() || undefined;
  return {
    databaseUrl,
    postgresServerUrl: databaseUrl ?? (env.E2E_POSTGRES_URL?.trim() || undefined),
  };
}
