import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccountRow } from '../db/schema.ts';
import { ApiError, forbidden } from '../errors.ts';
import { findAccountById, type Role } from './accounts.ts';
import { isRevoked } from './revoked-tokens.ts';
import { readToken, type TokenClaims } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by `authenticate`; null on public routes. */
    account: AccountRow | null;
    /** The caller's token claims (its `sid` names the login), set with `account`. */
    tokenClaims: TokenClaims | null;
  }
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('account', null);
  app.decorateRequest('tokenClaims', null);
}

const bearerPattern = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/**
 * Requires a valid bearer token whose account still exists and is active, with the same role and
 * token version as the token claims, and whose session was not ended by logout.
 */
export const authenticate: preHandlerAsyncHookHandler = async function (request) {
  const header = request.headers.authorization;
  if (!header) throw new ApiError(401, 'UNAUTHENTICATED', 'unauthenticated');
  const token = bearerPattern.exec(header)?.[1];
  const claims = token ? await readToken(this.config.jwtSecret, token) : undefined;
  const account = claims ? await findAccountById(this.store.read, Number(claims.sub)) : undefined;
  if (!claims || !account || !account.active || account.role !== claims.role || account.tokenVersion !== claims.tokenVersion || (await isRevoked(this.store.read, claims.sid))) {
    throw new ApiError(401, 'UNAUTHENTICATED', 'sessionExpired');
  }
  request.account = account;
  request.tokenClaims = claims;
};

/** For `/api/{role}/…` calls: the token's role must be the role in the path. */
export function requireRole(role: Role): preHandlerAsyncHookHandler {
  return async function (request, reply) {
    await authenticate.call(this, request, reply);
    if (currentAccount(request).role !== role) throw forbidden();
  };
}

/** The authenticated caller; only valid behind `authenticate`. */
export function currentAccount(request: FastifyRequest): AccountRow {
  if (!request.account) throw new ApiError(401, 'UNAUTHENTICATED', 'unauthenticated');
  return request.account;
}

/** The authenticated caller's token claims; only valid behind `authenticate`. */
export function currentClaims(request: FastifyRequest): TokenClaims {
  if (!request.tokenClaims) throw new ApiError(401, 'UNAUTHENTICATED', 'unauthenticated');
  return request.tokenClaims;
}
