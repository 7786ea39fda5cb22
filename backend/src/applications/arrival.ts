// When a member's write arrived, for the deadline checks. At a deadline burst, requests queue:
// one sent at 23:59:59 may be processed after midnight. The gateway stamps each call with the
// moment the member's request reached it (X-Request-Start, epoch ms); it is honoured only under the
// gateway's signature (gateway-signature.ts drops it otherwise), from a trusted gateway
// (TRUSTED_GATEWAYS, the same trust as X-Forwarded-For) and only a short while back.
import type { FastifyRequest } from 'fastify';

/** The furthest back a stamp is believed: a queue longer than this is not a queue. */
export const maxQueueMs = 60_000;

export function arrivalTime(request: FastifyRequest, now = Date.now()): Date {
  // Fastify lists the socket's peer plus the forwarded hops it trusts: more than one entry means the
  // peer is a trusted gateway.
  const fromGateway = (request.ips?.length ?? 0) > 1;
  const stamp = Number(request.headers['x-request-start']);
  if (!fromGateway || !Number.isSafeInteger(stamp) || stamp > now || stamp < now - maxQueueMs) return new Date(now);
  return new Date(stamp);
}
