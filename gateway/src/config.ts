import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadSafelist, type Safelist } from './graphql/safelist.ts';
import type { RequestLogMode } from './http/request-log.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const defaultGoogleAuthorizeUrl = 'https://accounts.google.com/o/oauth2/v2/auth';

const optionalFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

/** Express's names for address groups (proxy-addr): loopback, link-local and unique-local ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range (`10.0.0.0/8`) or one of `namedRanges`. */
function isProxyEntry(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

// Off unless set: this gateway then faces the browser and the socket's peer is the visitor.
const trustProxy = z
  .string()
  .optional()
  .transform((value) => {
    const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    return entries.length === 0 || (entries.length === 1 && ['off', 'false', '0'].includes(entries[0] ?? '')) ? [] : entries;
  })
  .refine((entries) => entries.every(isProxyEntry), {
    message: 'must name the reverse proxies in front of the gateway: IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated; "off" or empty to trust none',
  });

/** An origin as a browser sends it in `Origin`: scheme, host and port, nothing after. */
function isOrigin(entry: string): boolean {
  try {
    const url = new URL(entry);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry;
  } catch {
    return false;
  }
}

// Off unless set: no CORS header at all, so only pages of the gateway's own origin call it from a browser.
const corsOrigins = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((entry) => entry.trim().replace(/\/+$/, '')).filter((entry) => entry !== ''))
  .refine((entries) => entries.every(isOrigin), {
    message: 'must list origins (https://app.example.org, scheme, host and port only), comma-separated',
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  BACKEND_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:4100')
    .transform((url) => url.replace(/\/+$/, '')),
  WEB_DIST: z.string().min(1).default(resolve(repoRoot, 'web/dist')),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((url) => (url ? new URL(url).origin : undefined)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  GRAPHQL_INTROSPECTION: optionalFlag,
  GRAPHQL_SANDBOX: optionalFlag,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  CONTENT_CHANGES_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  REQUEST_LOG: z.enum(['all', 'errors', 'off']).default('all'),
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: corsOrigins,
  SAFELIST_PATH: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value))
    .refine((value) => value === undefined || value.length >= 32, { message: 'must be at least 32 characters (a scraper’s bearer token)' }),
  GATEWAY_SECRET: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value))
    .refine((value) => value === undefined || value.length >= 32, { message: 'must be at least 32 characters (the same value as the backend’s)' }),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Google sign-in is offered to the browser only when the OAuth client id is set (the backend
  // verifies the ID tokens with its own GOOGLE_CLIENT_ID, which must be the same).
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  GOOGLE_AUTHORIZE_URL: z
    .url({ protocol: /^https?$/ })
    .default(defaultGoogleAuthorizeUrl)
    .or(z.literal('').transform(() => defaultGoogleAuthorizeUrl)),
});

export interface GatewayConfig {
  port: number;
  host: string;
  /** Origin of the REST backend, without a trailing slash. */
  backendUrl: string;
  webDist: string;
  /**
   * PUBLIC_URL: the site's absolute origin (`https://example.org`) for the canonical and og:* URLs
   * of rendered pages; without it, the request's protocol and host.
   */
  publicUrl: string | undefined;
  production: boolean;
  introspection: boolean;
  /** Serve Apollo Sandbox as the landing page of GET /graphql. */
  sandbox: boolean;
  upstreamTimeoutMs: number;
  /** Cache whole public answers (RESPONSE_CACHE=off turns it off, e.g. to measure without it). */
  responseCache: boolean;
  /**
   * CONTENT_CHANGES_POLL_MS: how often the backend's change feed is read (cache/backend-changes.ts),
   * so changes the gateway did not make (the scheduler, other clients) drop cached answers; 0 reads none.
   */
  contentChangesPollMs: number;
  /**
   * REQUEST_LOG: `all` (default) logs one line per request; `errors` only 5xx answers and requests
   * slower than 1 s (for busy production instances); `off` none. Lines are written in batches.
   */
  requestLog: RequestLogMode;
  /**
   * TRUST_PROXY: the reverse proxies in front of this gateway (addresses, CIDR ranges or
   * loopback/linklocal/uniquelocal). The visitor's address is read from `X-Forwarded-For` only when
   * the request comes from one of them; empty (the default) trusts none, as for a gateway facing
   * the browser. The address goes to the backend, whose per-visitor limits key on it.
   */
  trustProxy: string[];
  /**
   * GATEWAY_SECRET: signs what this gateway vouches for on every backend call (the visitor's address,
   * the arrival time); the backend holds the same value and believes nothing unsigned. Required in
   * production; unset elsewhere, nothing is signed (the backend then counts every visitor as the gateway).
   */
  gatewaySecret: string | undefined;
  /** Shared Redis for the response cache and persisted queries; in-process memory when absent. */
  redisUrl: string | undefined;
  /** Google sign-in as the browser starts it (GOOGLE_CLIENT_ID, GOOGLE_AUTHORIZE_URL); null when not configured. */
  googleSignIn: GoogleSignInConfig | null;
  /** CORS_ORIGINS: the other origins whose pages may call /graphql from a browser; empty, none (no CORS headers). */
  corsOrigins: string[];
  /**
   * SAFELIST_PATH, loaded at start: the operations each client may run (graphql/safelist.ts);
   * undefined, any operation runs. Meant for production.
   */
  safelist: Safelist | undefined;
  /** METRICS_TOKEN: the bearer token a scraper shows for /metrics; undefined, /metrics is not served. */
  metricsToken: string | undefined;
}

export interface GoogleSignInConfig {
  clientId: string;
  /** The provider's OpenID Connect authorization endpoint. */
  authorizeUrl: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment; throws a ConfigError naming every bad variable. An empty
 * variable is an unset one: docker-compose.yml passes each setting through as `${VAR:-}`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim() !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid gateway environment:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production && !vars.GATEWAY_SECRET) {
    throw new ConfigError('Invalid gateway environment:\n  GATEWAY_SECRET: required in production (the backend’s same value; at least 32 characters)');
  }
  // Introspection and Sandbox help frontend developers explore the schema, so they are on by
  // default outside production. In production they are off unless explicitly enabled: the schema
  // is public in the repository anyway, but an open explorer invites probing and costs nothing to
  // turn on for a staging deployment.
  const introspection = vars.GRAPHQL_INTROSPECTION ?? !production;
  let safelist: Safelist | undefined;
  try {
    safelist = vars.SAFELIST_PATH === undefined ? undefined : loadSafelist(resolve(vars.SAFELIST_PATH));
  } catch (error) {
    throw new ConfigError(`Invalid gateway environment:\n  SAFELIST_PATH: ${(error as Error).message}`);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    backendUrl: vars.BACKEND_URL,
    webDist: resolve(vars.WEB_DIST),
    publicUrl: vars.PUBLIC_URL,
    production,
    introspection,
    // Sandbox is useless without introspection, so it follows it unless set explicitly.
    sandbox: vars.GRAPHQL_SANDBOX ?? introspection,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    responseCache: vars.RESPONSE_CACHE === 'on',
    contentChangesPollMs: vars.CONTENT_CHANGES_POLL_MS,
    requestLog: vars.REQUEST_LOG,
    trustProxy: vars.TRUST_PROXY,
    gatewaySecret: vars.GATEWAY_SECRET,
    redisUrl: vars.REDIS_URL,
    googleSignIn: vars.GOOGLE_CLIENT_ID ? { clientId: vars.GOOGLE_CLIENT_ID, authorizeUrl: vars.GOOGLE_AUTHORIZE_URL } : null,
    corsOrigins: vars.CORS_ORIGINS,
    safelist,
    metricsToken: vars.METRICS_TOKEN,
  };
}
