import path from 'node:path';
import { z } from 'zod';

/** The repository root, where `data/` lives. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const requestLimit = z.coerce.number().int().min(1).max(100_000_000);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The interface to listen on: this machine only unless told otherwise (the Dockerfile and compose say 0.0.0.0). */
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** Seed the demo distributor when the database has no data yet. */
  SEED_DEMO: booleanFromEnv.default(true),
  /** How many SKUs the demo catalog gets when it is seeded. */
  DEMO_SKUS: z.coerce.number().int().min(50).max(200_000).default(5000),
  /** Extra origins (comma-separated) allowed to make state-changing requests, e.g. behind a proxy. */
  PUBLIC_ORIGINS: z.string().default(''),
  TRUST_PROXY: booleanFromEnv.default(false),
  COOKIE_SECURE: booleanFromEnv.optional(),
  SMTP_URL: z.string().url().optional(),
  /** Where the sales team is told of every new sign-up application. */
  SALES_TEAM_EMAIL: z.email().default('sales@larder.test'),
  /** Where reports of problems with the site (the web issue modal) are e-mailed. */
  SUPPORT_EMAIL: z.email().default('support@larder.test'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * Start the catalog check thread with the process and keep it, instead of on a catalog call's arrival: for
   * the instance that takes the ERP's calls (compose's `sync`), whose first call of a sync then starts at once.
   */
  CATALOG_CHECK_THREAD_KEPT: booleanFromEnv.default(false),
  /** Run the durable-job worker in this process; turn off to keep a process to web traffic only. */
  JOBS_ENABLED: booleanFromEnv.default(true),
  /** How many jobs one process runs at once. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How often an idle worker looks for due jobs; enqueued jobs wake it at once regardless. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** Days the webhook delivery log and the punchout log keep an entry; a daily job deletes older ones. */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Segment write key; when set, collected analytics events are forwarded to Segment. */
  SEGMENT_WRITE_KEY: z.string().min(1).optional(),
  /** Segment's HTTP batch endpoint (a regional or proxy address may replace it). */
  SEGMENT_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.segment.io/v1/batch'),
  /** Analytics events one client address may send per minute, per process. */
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  /** Redis shared by several server processes for the rate-limit counts; unset keeps them in this process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Requests one signed-in session may make per minute (static files are never counted). */
  RATE_LIMIT_SESSION_PER_MINUTE: requestLimit.default(1200),
  /** Requests all sessions acting for one organization may make per minute together. */
  RATE_LIMIT_ORGANIZATION_PER_MINUTE: requestLimit.default(6000),
  /** Requests one client address may make per minute without a session. */
  RATE_LIMIT_ADDRESS_PER_MINUTE: requestLimit.default(1200),
  /** Sign-up applications one client address may post per hour. */
  RATE_LIMIT_SIGNUP_PER_HOUR: requestLimit.default(20),
  /** Password link completions one client address may post per hour. */
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: requestLimit.default(30),
  /** Notify-me subscriptions one session may ask for per minute. */
  RATE_LIMIT_NOTIFY_ME_PER_MINUTE: requestLimit.default(30),
  /** Web issue reports one session (or, for visitors, one client address) may send per hour. */
  RATE_LIMIT_WEB_ISSUE_PER_HOUR: requestLimit.default(10),
  /** Product issue reports (each may carry a 5 MB photo) one session may send per hour. */
  RATE_LIMIT_PRODUCT_ISSUE_PER_HOUR: requestLimit.default(30),
  /** The web API key the built-in messaging provider accepts in the Api-Key header. */
  MESSAGING_WEB_API_KEY: z.string().min(8).max(200).default('larder-demo-web-key'),
  /**
   * HS256 secret of the built-in provider's JWTs (at least 32 characters). Required in production; elsewhere,
   * unset, a random one is made on first start and kept in the database (signing-secrets module).
   */
  MESSAGING_JWT_SECRET: z.string().min(32).optional(),
  /** Iterable's JWT-enabled web API key; with ITERABLE_JWT_SECRET the browser talks to Iterable itself. */
  ITERABLE_API_KEY: z.string().min(8).optional(),
  /** The JWT secret Iterable gave with that key; the server signs the browser's tokens with it. */
  ITERABLE_JWT_SECRET: z.string().min(16).optional(),
  /** Use Iterable's EU data centre. */
  ITERABLE_EU: booleanFromEnv.default(false),
  /**
   * Let outbound requests (webhooks, image pulls) reach loopback and private addresses: for local development
   * and tests only. Link-local (cloud metadata), multicast and unspecified addresses stay refused regardless.
   */
  OUTBOUND_ALLOW_PRIVATE: booleanFromEnv.default(false),
  /** Keep product pictures in this S3-compatible bucket instead of DATA_DIR/media (ADR 040). */
  MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The bucket's region (an S3-compatible service often takes any, e.g. us-east-1). */
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service's address (MinIO, R2, Ceph, ...); unset, AWS S3's own. */
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Address objects as <endpoint>/<bucket>/<key> (most self-hosted services need it). */
  MEDIA_S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** The bucket's access key; unset (with the secret), the AWS SDK finds credentials itself (roles, profile). */
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  /** The secret of MEDIA_S3_ACCESS_KEY_ID. */
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

/**
 * Signing secrets that were published in this repository's source (an old default): never accepted in
 * production, where anyone could mint tokens with them.
 */
export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'larder-demo-messaging-jwt-secret-0123456789',
]);

/** The signing secrets production must be given, each its own and not one the source published. */
const PRODUCTION_SECRETS = ['MESSAGING_JWT_SECRET'] as const;

/** The validated server configuration. */
export type Config = z.infer<typeof envSchema>;

/** A configuration error naming the variable at fault, meant to be printed on one line. */
export class ConfigError extends Error {}

/** Reads and validates configuration from an environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(
      `Invalid environment variable ${name}=${JSON.stringify(env[name])}: ${issue.message}`,
    );
  }
  if (parsed.data.NODE_ENV === 'production') refuseMissingSecrets(parsed.data);
  return parsed.data;
}

/** In production, a signing secret that is unset or was published in the source stops the start (one line). */
function refuseMissingSecrets(config: Config): void {
  for (const name of PRODUCTION_SECRETS) {
    const value = config[name];
    if (!value) {
      throw new ConfigError(
        `Missing environment variable ${name}: set a random secret of at least 32 characters (NODE_ENV=production).`,
      );
    }
    if (PUBLISHED_SECRETS.has(value)) {
      throw new ConfigError(
        `Invalid environment variable ${name}: it is a value published in Larder's source; set your own random secret.`,
      );
    }
  }
}

/** Loads the process configuration for a command-line entry point; a bad variable prints one line and exits 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** The names of every environment variable the server reads (for .env.example's test). */
export function configVariables(): string[] {
  return Object.keys(envSchema.shape);
}

/**
 * The origin links in e-mails and printed links start with: the first of `PUBLIC_ORIGINS` (the address
 * the store is reached at), else this server's own address.
 */
export function publicOriginOf(config: Pick<Config, 'PUBLIC_ORIGINS' | 'PORT'>): string {
  return config.PUBLIC_ORIGINS.split(',')[0]?.trim() || `http://localhost:${config.PORT}`;
}
