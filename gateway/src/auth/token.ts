import { GraphQLError } from 'graphql';
import { translate, type Language } from '../i18n.ts';

/** The roles the gateway admits: a member (`user`) and staff (`manager`). */
export const roles = ['user', 'manager'] as const;
export type Role = (typeof roles)[number];

/** The claims the gateway reads from a member's or a manager's token (DESIGN §4). */
export interface TokenClaims {
  sub: string;
  role: Role;
  /** Expiry, in seconds since the epoch. */
  exp: number;
  iat?: number;
  permissions?: string[];
  firstName?: string;
  lastName?: string;
}

/** Longer than any token the backend issues; bounds the work spent on junk headers. */
const maxTokenLength = 4096;

/** A whole-request refusal: Apollo answers it with this HTTP status. */
function refusal(code: 'UNAUTHENTICATED' | 'FORBIDDEN', lang: Language): GraphQLError {
  return code === 'FORBIDDEN'
    ? new GraphQLError(translate(lang, 'roleRefused'), { extensions: { code, http: { status: 403 } } })
    : new GraphQLError(translate(lang, 'sessionExpired'), { extensions: { code, http: { status: 401 } } });
}

/** The token of an `Authorization: Bearer …` header; undefined when there is no header. */
export function bearerToken(header: string | undefined, lang: Language): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer +(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw refusal('UNAUTHENTICATED', lang);
  return match[1];
}

function decodeSegment(segment: string | undefined): Record<string, unknown> | undefined {
  if (!segment || !/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a token's header and claims without the secret (the backend owns it) and applies the
 * gateway's rules: HS256 only (so `alg: none` and key-confusion tokens never get further), role
 * `user` or `manager` (else FORBIDDEN with the spec's role-check message), expiry in the future.
 * The signature is confirmed by the backend afterwards; which fields a role may call is the
 * schema's `@auth` (graphql/auth-directive.ts).
 */
export function checkToken(token: string, lang: Language, nowMs = Date.now()): TokenClaims {
  if (token.length > maxTokenLength) throw refusal('UNAUTHENTICATED', lang);
  const [headerPart, claimsPart, signature, ...rest] = token.split('.');
  const header = decodeSegment(headerPart);
  const claims = decodeSegment(claimsPart);
  if (!header || !claims || !signature || rest.length > 0 || header.alg !== 'HS256') {
    throw refusal('UNAUTHENTICATED', lang);
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') throw refusal('UNAUTHENTICATED', lang);
  if (!(roles as readonly unknown[]).includes(claims.role)) throw refusal('FORBIDDEN', lang);
  if (claims.exp * 1000 <= nowMs) throw refusal('UNAUTHENTICATED', lang);
  return claims as unknown as TokenClaims;
}

/** Gives an upstream refusal of the token the HTTP status that fails the whole request. */
export function asRequestRefusal(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const status =
    { UNAUTHENTICATED: 401, FORBIDDEN: 403, RATE_LIMITED: 429, UPSTREAM_UNAVAILABLE: 503 }[String(error.extensions.code)] ?? 502;
  return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status } } });
}

/** The `sub` a token names, read without checking it (to forget confirmations of its member); undefined when unreadable. */
export function tokenSubject(token: string): string | undefined {
  const sub = decodeSegment(token.split('.')[1])?.sub;
  return typeof sub === 'string' ? sub : undefined;
}
