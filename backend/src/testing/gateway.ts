// Headers as a gateway sends them, signed by hand from the format in docs/rest-contract.md (not with
// the gateway's own code, so a drift between the two tiers fails a test).
import { createHmac, randomBytes } from 'node:crypto';

/** GATEWAY_SECRET of the test app (harness.ts). */
export const testGatewaySecret = 'test-gateway-secret-of-at-least-32-characters';

export interface Vouched {
  forwardedFor?: string;
  requestStart?: string;
  requestId?: string;
}

/** X-Forwarded-For, X-Request-Start, X-Request-Id and their X-Gateway-Signature for one call. */
export function gatewayHeaders(
  method: string,
  url: string,
  vouched: Vouched,
  { secret = testGatewaySecret, signedAt = Date.now(), nonce = randomBytes(12).toString('base64url') } = {},
): Record<string, string> {
  const text = ['v1', signedAt, nonce, method, url.split('?')[0], vouched.forwardedFor ?? '', vouched.requestStart ?? '', vouched.requestId ?? ''].join('\n');
  const mac = createHmac('sha256', secret).update(text).digest('base64url');
  return {
    ...(vouched.forwardedFor === undefined ? {} : { 'x-forwarded-for': vouched.forwardedFor }),
    ...(vouched.requestStart === undefined ? {} : { 'x-request-start': vouched.requestStart }),
    ...(vouched.requestId === undefined ? {} : { 'x-request-id': vouched.requestId }),
    'x-gateway-signature': `t=${signedAt},n=${nonce},s=${mac}`,
  };
}
