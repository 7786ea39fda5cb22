import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The e-mail a body names, normalised, so one visitor's attempts on one address count together. */
function ipAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

/**
 * A route's rate limit, keyed by the visitor's address (forwarded by the gateway) and the e-mail in
 * the body. Checked at preHandler, once the body is parsed. RATE_LIMIT_SCALE stretches or shrinks
 * the window (tests).
 */
export function limitPerEmail(config: Config, max: number, windowMinutes: number) {
  return {
    rateLimit: {
      max,
      timeWindow: Math.max(1, Math.round(windowMinutes * 60_000 * config.rateLimitScale)),
      hook: 'preHandler' as const,
      keyGenerator: ipAndEmail,
    },
  };
}
