// What the gateway vouches for on a backend call (the visitor's address, when the visitor's request
// arrived, the request's id) is signed with GATEWAY_SECRET, which only the backend shares: any other process that
// reaches the backend can still send X-Forwarded-For and X-Request-Start, but the backend believes
// them only under a fresh signature of this very call (docs/rest-contract.md, "Gateway signature").
import { createHmac, randomBytes } from 'node:crypto';

export const signatureHeader = 'X-Gateway-Signature';

/** The call a signature covers; the backend rebuilds the same text from what it received. */
export interface SignedCall {
  method: string;
  /** The path as the backend receives it, without the query: `/api/applications/…`. */
  path: string;
  forwardedFor: string | undefined;
  requestStart: string | undefined;
  requestId: string | undefined;
}

/**
 * `t=<epoch ms>,n=<nonce>,s=<HMAC-SHA256, base64url>`: the time lets the backend refuse a stale
 * signature, the nonce lets it refuse one seen before, method and path a signature moved to another call.
 */
export function signCall(secret: string, call: SignedCall, now = Date.now()): string {
  const nonce = randomBytes(12).toString('base64url');
  const text = ['v1', now, nonce, call.method.toUpperCase(), call.path, call.forwardedFor ?? '', call.requestStart ?? '', call.requestId ?? ''].join('\n');
  const mac = createHmac('sha256', secret).update(text).digest('base64url');
  return `t=${now},n=${nonce},s=${mac}`;
}
