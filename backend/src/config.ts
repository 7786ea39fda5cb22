import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isPostgresUrl } from './db/engine.ts';
import type { Engine } from './db/store.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** An IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const addressList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
  .refine((entries) => entries.length > 0 && entries.every(isAddressOrRange), {
    message: 'must be a comma-separated list of IP addresses or CIDR ranges, e.g. 127.0.0.1,::1 or 172.28.0.10',
  });

/** A bucket name as S3, MinIO and R2 all take it. */
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

// The object storage of the files (files/s3-file-store.ts): set S3_BUCKET (and S3_ENDPOINT for
// anything but AWS itself) to keep them in a bucket rather than under DATA_DIR.
const s3Vars = {
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText.refine((value) => value === undefined || bucketName.test(value), {
    message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  }),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // MinIO and s3rver serve buckets under the path; AWS and R2 take either.
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('true').transform((value) => value === 'true' || value === '1'),
};

type S3Vars = z.infer<z.ZodObject<typeof s3Vars>>;

function checkS3Vars(vars: S3Vars, ctx: z.RefinementCtx): void {
  if (vars.S3_ENDPOINT && !vars.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with S3_ENDPOINT' });
  if (!vars.S3_ACCESS_KEY_ID !== !vars.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [vars.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds credentials itself: AWS_* variables, an instance role)',
    });
  }
}

const envSchema = z.object({
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  // The gateways whose X-Forwarded-For names the visitor; anyone else is the visitor themselves.
  TRUSTED_GATEWAYS: addressList.default(['127.0.0.1', '::1']),
  // Shared with the gateways only: what they forward counts only under its signature.
  GATEWAY_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters (the same value as the gateway’s)',
  }),
  DATA_DIR: optionalText,
  // Unset: the embedded SQLite file in DATA_DIR. Set: PostgreSQL, and DATA_DIR keeps the files only.
  DATABASE_URL: optionalText.refine((value) => value === undefined || isDatabaseUrl(value), {
    message: 'must be a PostgreSQL URL, postgres://user:password@host:5432/database (or postgresql://…), or unset for the SQLite file in DATA_DIR',
  }),
  DATABASE_POOL_SIZE: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(1000).optional()),
  JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters (or unset, to generate one in DATA_DIR/jwt-secret)',
  }),
  MANAGER_EMAIL: z.email().default('manager@example.org'),
  MANAGER_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 8, {
    message: 'must be at least 8 characters (or unset, to generate one at first seed)',
  }),
  // The first manager's authenticator secret (base32), for deployments and tests that cannot scan a QR code.
  MANAGER_TOTP_SECRET: optionalText.refine((value) => value === undefined || /^[A-Z2-7]{16,}=*$/.test(value), {
    message: 'must be a base32 secret of at least 16 characters (A–Z, 2–7), or unset to enrol with an authenticator app at first login',
  }),
  SEED_DEMO_MEMBER_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 6, {
    message: 'must be at least 6 characters',
  }),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_FROM: z.string().min(3).default('Youth Social Impact Programme <no-reply@localhost>'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MAILCHIMP_API_KEY: optionalText.refine((value) => value === undefined || /-[a-z]+\d+$/.test(value), {
    message: 'must end with the data centre, e.g. …-us21',
  }),
  MAILCHIMP_LIST_ID: optionalText,
  // Shared by every backend process: the rate limits count there, and scheduled work takes its leases there.
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  OTP_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  RESET_LINK_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  READY_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(200),
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  CONTENT_SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
  ...s3Vars,
}).superRefine(checkS3Vars);

export interface S3Settings {
  /** Undefined for AWS itself, which the SDK finds from the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  forcePathStyle: boolean;
  /** Undefined: the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function s3Settings(vars: S3Vars): S3Settings | undefined {
  if (!vars.S3_BUCKET) return undefined;
  return {
    endpoint: vars.S3_ENDPOINT,
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } : undefined,
  };
}

/** A PostgreSQL URL with a host, e.g. postgres://portal:secret@db:5432/portal. */
function isDatabaseUrl(value: string): boolean {
  if (!isPostgresUrl(value)) return false;
  try {
    return new URL(value).hostname !== '' || /[?&]host=/.test(value);
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  /**
   * TRUSTED_GATEWAYS: addresses (or CIDR ranges) of the gateways in front of this backend. Only
   * their `X-Forwarded-For` is believed, so per-visitor rate limits key on the visitor's address
   * and a caller reaching the backend directly cannot pose as many visitors.
   */
  trustedGateways: string[];
  /**
   * GATEWAY_SECRET: the gateways sign the visitor's address and arrival time with it
   * (gateway-signature.ts); unset, neither is believed from anyone.
   */
  gatewaySecret: string | undefined;
  /**
   * DATA_DIR: generated secrets, the mail outbox, uploaded and private files, and the SQLite file
   * when the engine is SQLite.
   */
  dataDir: string;
  /**
   * DATABASE_URL (postgres://… or postgresql://…) puts the data in PostgreSQL; unset, in
   * DATA_DIR/portal.sqlite. DATABASE_POOL_SIZE: connections this process opens to PostgreSQL
   * (default 10).
   */
  database: { engine: Engine; url: string | undefined; poolSize: number };
  jwtSecret: Uint8Array;
  managerEmail: string;
  managerPassword: string | undefined;
  /** MANAGER_TOTP_SECRET: the first manager is created already enrolled with it; unset, they enrol at first login. */
  managerTotpSecret: string | undefined;
  demoMemberPassword: string | undefined;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  mailFrom: string;
  /** Origin of the web client, for links in mails. */
  publicUrl: string;
  google: { issuer: string; clientId: string | undefined; jwksUrl: string | undefined };
  mailchimp: { apiKey: string | undefined; defaultListId: string | undefined };
  /**
   * REDIS_URL: a Redis every backend process shares; the rate limits count in it and scheduled work
   * takes its leases in it (coordination/). Unset: the database does both on PostgreSQL, and on
   * SQLite (one process) the limits count in memory.
   */
  redisUrl: string | undefined;
  /** Multiplies every rate-limit window (tests shorten them). */
  rateLimitScale: number;
  /** Lifetime of the registration code. */
  otpTtlSeconds: number;
  /** Lifetime of the password-reset link. */
  resetLinkTtlSeconds: number;
  /** `/readyz` fails while DATA_DIR's disk has fewer MB free than this. */
  readyMinFreeMb: number;
  /** How often one backend process looks for drafts' reminders that are due (default 5 minutes; tests shorten it). */
  reminderCheckMs: number;
  /** How often one backend process makes the scheduled publications that are due (default 30 s, so within a minute; tests shorten it). */
  contentScheduleCheckMs: number;
  /** The bucket that holds the files; undefined keeps them under DATA_DIR. */
  s3: S3Settings | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseEnv<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid backend environment:\n${lines.join('\n')}`);
}

/** The S3_* variables alone, for the backup and restore scripts; undefined when the files stay under DATA_DIR. */
export const s3FromEnv = (env: NodeJS.ProcessEnv = process.env) => s3Settings(parseEnv(z.object(s3Vars).superRefine(checkS3Vars), env));

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = parseEnv(envSchema, env);
  const dataDir = resolve(vars.DATA_DIR ?? join(repoRoot, 'data'));
  mkdirSync(dataDir, { recursive: true });
  return {
    port: vars.BACKEND_PORT,
    host: vars.BACKEND_HOST,
    trustedGateways: vars.TRUSTED_GATEWAYS,
    gatewaySecret: vars.GATEWAY_SECRET,
    dataDir,
    database: { engine: vars.DATABASE_URL ? 'postgres' : 'sqlite', url: vars.DATABASE_URL, poolSize: vars.DATABASE_POOL_SIZE ?? 10 },
    jwtSecret: vars.JWT_SECRET ? new TextEncoder().encode(vars.JWT_SECRET) : persistedSecret(dataDir),
    managerEmail: vars.MANAGER_EMAIL.toLowerCase(),
    managerPassword: vars.MANAGER_PASSWORD,
    managerTotpSecret: vars.MANAGER_TOTP_SECRET,
    demoMemberPassword: vars.SEED_DEMO_MEMBER_PASSWORD,
    smtpUrl: vars.SMTP_URL,
    logLevel: vars.LOG_LEVEL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: vars.PUBLIC_URL,
    google: { issuer: vars.GOOGLE_ISSUER.replace(/\/+$/, ''), clientId: vars.GOOGLE_CLIENT_ID, jwksUrl: vars.GOOGLE_JWKS_URL },
    mailchimp: { apiKey: vars.MAILCHIMP_API_KEY, defaultListId: vars.MAILCHIMP_LIST_ID },
    redisUrl: vars.REDIS_URL,
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    otpTtlSeconds: vars.OTP_TTL_SECONDS,
    resetLinkTtlSeconds: vars.RESET_LINK_TTL_SECONDS,
    readyMinFreeMb: vars.READY_MIN_FREE_MB,
    reminderCheckMs: vars.REMINDER_CHECK_SECONDS * 1000,
    contentScheduleCheckMs: vars.CONTENT_SCHEDULE_CHECK_SECONDS * 1000,
    s3: s3Settings(vars),
  };
}

/** A generated secret kept in the data folder, so restarts do not end everyone's session. */
function persistedSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48), { mode: 0o600, flag: 'wx' });
  }
  const secret = readFileSync(file);
  if (secret.length < 32) throw new ConfigError(`${file} holds fewer than 32 bytes; delete it to generate a new secret`);
  return new Uint8Array(secret);
}
