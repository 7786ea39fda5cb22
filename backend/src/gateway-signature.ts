// The backend believes X-Forwarded-For (the visitor, whom the rate limits count) and X-Request-Start
// (when the visitor's request reached the gateway, by which deadlines are judged) only when the
// gateway signed them for this very call with the secret both hold (GATEWAY_SECRET): any other
// process that reaches the backend could otherwise pose as many visitors or backdate a submit.
// Anything else (unsigned, wrong key, stale, another call's signature, a replay) and the headers are
// dropped before any route sees them: the backend then uses the socket's address and its own clock.
// TRUSTED_GATEWAYS still applies on top (Fastify's trustProxy). Format: docs/rest-contract.md.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A signature older (or further ahead) than this is refused: the gateway signs as it sends. */
export const maxSignatureAgeMs = 30_000;

const vouchedHeaders = ['x-forwarded-for', 'x-request-start', 'x-request-id'] as const;

export type Verdict = 'signed' | 'unsigned' | 'malformed' | 'stale' | 'wrong signature' | 'replayed';

/** Nonces of accepted signatures, each kept until its signature is stale anyway. */
export class SeenNonces {
  readonly #expiries = new Map<string, number>();

  /** False when the nonce was seen before; otherwise remembers it until `expiresAt`. */
  add(nonce: string, expiresAt: number, now: number): boolean {
    // Insertion order is close to expiry order (signatures arrive about as they are made).
    for (const [seen, expiry] of this.#expiries) {
      if (expiry >= now) break;
      this.#expiries.delete(seen);
    }
    if (this.#expiries.has(nonce)) return false;
    this.#expiries.set(nonce, expiresAt);
    return true;
  }
}

function sameMac(expected: Buffer, given: string): boolean {
  const received = Buffer.from(given, 'base64url');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** Judges one request's X-Gateway-Signature; `seen` remembers the accepted ones. */
export function verifyGatewaySignature(secret: string, raw: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, seen: SeenNonces, now = Date.now()): Verdict {
  const header = raw.headers['x-gateway-signature'];
  if (header === undefined) return 'unsigned';
  const fields = new Map(String(header).split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]));
  const time = Number(fields.get('t'));
  const nonce = fields.get('n');
  const mac = fields.get('s');
  if (!Number.isSafeInteger(time) || !nonce || !mac) return 'malformed';
  if (Math.abs(now - time) > maxSignatureAgeMs) return 'stale';
  const text = [
    'v1',
    time,
    nonce,
    raw.method ?? '',
    (raw.url ?? '').split('?')[0],
    raw.headers['x-forwarded-for'] ?? '',
    raw.headers['x-request-start'] ?? '',
    raw.headers['x-request-id'] ?? '',
  ].join('\n');
  if (!sameMac(createHmac('sha256', secret).update(text).digest(), mac)) return 'wrong signature';
  return seen.add(nonce, time + maxSignatureAgeMs, now) ? 'signed' : 'replayed';
}

/** Before every route: drops the vouched headers of a request the gateway did not sign. */
export function registerGatewaySignature(app: FastifyInstance, secret: string | undefined): void {
  const seen = new SeenNonces();
  if (!secret) app.log.warn('GATEWAY_SECRET is not set: no visitor address or arrival time from a gateway is believed');
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.raw.headers;
    const verdict = secret ? verifyGatewaySignature(secret, request.raw, seen) : 'unsigned';
    if (verdict !== 'signed') {
      const claimed = vouchedHeaders.filter((name) => headers[name] !== undefined);
      // A direct call without the headers (a health check) is ordinary; a claim nobody signed is not.
      if (secret && claimed.length > 0) request.log.warn({ verdict, claimed }, 'gateway headers not believed');
      for (const name of claimed) delete headers[name];
    } else if (typeof headers['x-request-id'] === 'string') {
      // The route's log lines name the visitor's request as the gateway's log does.
      request.log = request.log.child({ gatewayRequestId: headers['x-request-id'] });
      reply.log = request.log;
    }
    done();
  });
}
