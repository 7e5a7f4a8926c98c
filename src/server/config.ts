import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_SISTER_PRODUCT_URL, isWebAddress } from '../domain/app-settings';

/** Every environment variable the server reads, validated here and nowhere else. */

const blankAsMissing = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function integerVar(name: string, fallback: number, min: number, max: number) {
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\s*\d+\s*$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
}

function textVar(name: string, fallback: string) {
  return v.pipe(v.optional(v.string(), fallback), v.trim(), v.nonEmpty(`${name} must not be empty`));
}

function optionalUrlVar(name: string, protocols: readonly string[]) {
  return v.optional(
    v.pipe(
      v.string(),
      v.url(`${name} must be a URL`),
      v.check(
        (value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)),
        `${name} must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      ),
    ),
  );
}

/** An address users are sent to: http or https only (never javascript: or a file). */
function webAddressVar(name: string, fallback: string) {
  return v.pipe(
    v.optional(v.string(), fallback),
    v.trim(),
    v.url(`${name} must be a URL`),
    v.check(isWebAddress, `${name} must start with http:// or https://`),
  );
}

const booleanVar = (name: string, fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((value) => value.trim().toLowerCase()),
    v.picklist(['true', 'false', '1', '0', 'yes', 'no'], `${name} must be true or false`),
    v.transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );

/** Each process keeps a pool of up to 10 database connections; 64 of them already need 640. */
const MAX_WORKERS = 64;
/**
 * One process per core, but no more than 8 unless WORKERS asks: 8 pools of 10 connections stay inside
 * PostgreSQL's default max_connections (100) with room for psql and migrations.
 */
const MAX_DEFAULT_WORKERS = 8;

const EnvSchema = v.object({
  PORT: integerVar('PORT', 3000, 0, 65_535),
  HOST: textVar('HOST', '0.0.0.0'),
  // 'memory://' keeps the database and keys in memory (throwaway runs and tests).
  DATA_DIR: textVar('DATA_DIR', './data'),
  DATABASE_URL: optionalUrlVar('DATABASE_URL', ['postgres', 'postgresql']),
  SESSION_SECONDS: integerVar('SESSION_SECONDS', 1800, 5, 86_400),
  // Shorter secrets make HS256 tokens guessable.
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  LOGIN_MAX_FAILURES: integerVar('LOGIN_MAX_FAILURES', 5, 1, 100),
  LOGIN_LOCK_MINUTES: integerVar('LOGIN_LOCK_MINUTES', 15, 1, 1_440),
  // A password older than this is refused at login as expired until it is changed.
  PASSWORD_MAX_AGE_DAYS: integerVar('PASSWORD_MAX_AGE_DAYS', 180, 1, 3_650),
  // Uploaded files (logos); tests point it at a temporary directory.
  FILES_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('FILES_DIR must not be empty'))),
  SMTP_URL: optionalUrlVar('SMTP_URL', ['smtp', 'smtps']),
  AGENCY_REPLY_DELAY_MS: integerVar('AGENCY_REPLY_DELAY_MS', 60_000, 0, 86_400_000),
  // How long the DSS signing simulator takes before each party's signature comes back.
  DSS_SIGN_DELAY_MS: integerVar('DSS_SIGN_DELAY_MS', 20_000, 0, 86_400_000),
  MAIL_FROM: textVar('MAIL_FROM', 'Conveyancing Workbench <no-reply@conveyancing-workbench.sg>'),
  STATIC_DIR: textVar('STATIC_DIR', 'dist/app'),
  SEED_DEMO: booleanVar('SEED_DEMO', true),
  // The sister product linked from the public menus (seed 000 §2); answered to the browser by /get-app-settings.
  SISTER_PRODUCT_URL: webAddressVar('SISTER_PRODUCT_URL', DEFAULT_SISTER_PRODUCT_URL),
  // Server processes sharing the port (PostgreSQL only); unset means one per core, see workerCount.
  WORKERS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\s*\d+\s*$/, 'WORKERS must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'WORKERS must be at least 1'),
      v.maxValue(MAX_WORKERS, `WORKERS must be at most ${MAX_WORKERS}`),
    ),
  ),
});

/** The names of every variable the server reads (the README's configuration table lists each). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(EnvSchema.entries);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSeconds: number;
  jwtSecret: string | undefined;
  loginMaxFailures: number;
  loginLockMinutes: number;
  passwordMaxAgeDays: number;
  /** Where uploaded files live; undefined only with DATA_DIR memory:// and no FILES_DIR (then a temp dir). */
  filesDir: string | undefined;
  smtpUrl: string | undefined;
  agencyReplyDelayMs: number;
  dssSignDelayMs: number;
  /** The From header of every e-mail the outbox sends. */
  mailFrom: string;
  staticDir: string;
  seedDemo: boolean;
  /** The sister product's address in the public menus (http or https). */
  sisterProductUrl: string;
  /** Processes serving the port: 1 on PGlite; on PostgreSQL WORKERS, else one per core (at most 8). */
  workers: number;
}

export const IN_MEMORY = 'memory://';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * PGlite is one database inside one process: a second process cannot open it, so asking for more than one
 * is refused rather than quietly ignored (the operator would believe the cores were in use).
 */
function workerCount(requested: number | undefined, databaseUrl: string | undefined): number {
  if (databaseUrl) return requested ?? Math.min(availableParallelism(), MAX_DEFAULT_WORKERS);
  if (requested !== undefined && requested > 1) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS=${requested} needs DATABASE_URL: the embedded PGlite database serves one process. ` +
        'Set DATABASE_URL to a PostgreSQL database to run several, or unset WORKERS.',
    );
  }
  return 1;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(ENVIRONMENT_VARIABLES.map((key) => [key, blankAsMissing(env[key])]));
  const result = v.safeParse(EnvSchema, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.[0]?.key;
      const name = typeof key === 'string' ? key : 'environment';
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    sessionSeconds: e.SESSION_SECONDS,
    jwtSecret: e.JWT_SECRET,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    filesDir: e.FILES_DIR ?? (e.DATA_DIR === IN_MEMORY ? undefined : path.join(e.DATA_DIR, 'files')),
    smtpUrl: e.SMTP_URL,
    agencyReplyDelayMs: e.AGENCY_REPLY_DELAY_MS,
    dssSignDelayMs: e.DSS_SIGN_DELAY_MS,
    mailFrom: e.MAIL_FROM,
    staticDir: e.STATIC_DIR,
    seedDemo: e.SEED_DEMO,
    sisterProductUrl: e.SISTER_PRODUCT_URL,
    workers: workerCount(e.WORKERS, e.DATABASE_URL),
  };
}
