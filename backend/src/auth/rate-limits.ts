import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { ApiError } from '../errors.ts';

/** The e-mail a body names, normalised, so attempts on one address count together. */
function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * What one counter counts:
 * - `ipEmail`: one visitor's attempts on one address (guessing one password, re-sending one mail);
 * - `ip`: one visitor's attempts on any address (spraying many e-mails);
 * - `email`: every visitor's attempts on one address (mail-bombing it from many addresses);
 * - `account`: a signed-in account's attempts from any address (after `requireRole`, which sets it).
 * The visitor's address is the one the gateway forwards.
 */
export type LimitKey = 'ip' | 'ipEmail' | 'email' | 'account';

const keyOf: Record<LimitKey, (request: FastifyRequest) => string> = {
  ip: (request) => request.ip,
  ipEmail: (request) => `${request.ip}|${bodyEmail(request)}`,
  email: (request) => bodyEmail(request),
  account: (request) => String(request.account?.id ?? ''),
};

export interface Limiter {
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** The limiters of each app by name and key (keyed by its `createRateLimit`, one per app), so no two share their counts by mistake. */
const limitersOf = new WeakMap<object, Set<string>>();

/**
 * One counter: at most `max` requests per `windowMinutes` for each key. Pass the same limiter to
 * several routes to count them together. RATE_LIMIT_SCALE stretches or shrinks the window (tests).
 * `name` and `key` tell the counter apart from every other one (another name, another count), also
 * where several processes count together (Redis, the database: coordination/counters.ts); there
 * the visitor's address and the e-mail are kept as an HMAC, never as they are.
 */
export function limiter(app: FastifyInstance, name: string, key: LimitKey, max: number, windowMinutes: number): Limiter {
  const counter = `${name}:${key}`;
  const known = limitersOf.get(app.createRateLimit) ?? new Set<string>();
  limitersOf.set(app.createRateLimit, known);
  if (known.has(counter)) throw new Error(`the rate limiter ${counter} exists already: pass that one to count together, or name this one otherwise`);
  known.add(counter);
  const keyGenerator = keyOf[key];
  const limit = app.createRateLimit({
    max,
    timeWindow: Math.max(1, Math.round(windowMinutes * 60_000 * app.config.rateLimitScale)),
    // A request without an e-mail fails validation anyway; it still counts under its own key.
    keyGenerator: (request) => `${counter}:${createHmac('sha256', app.config.jwtSecret).update(keyGenerator(request)).digest('base64url').slice(0, 22)}`,
  });
  return {
    async check(request, reply) {
      const result = await limit(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, 'RATE_LIMITED', 'rateLimited');
    },
  };
}

/**
 * A route's rate limits, checked in order at preHandler (once the body is parsed); the first one
 * exceeded answers 429 RATE_LIMITED and the later ones do not count that request, so a visitor
 * stopped by a per-visitor limit does not use up the address's own allowance.
 */
export function rateLimited(...limiters: Limiter[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const one of limiters) await one.check(request, reply);
  };
}
