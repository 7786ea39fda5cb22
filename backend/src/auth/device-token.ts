import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The header a device token travels in from the gateway, which keeps it in an HttpOnly cookie
 * (OWASP "device cookies"). The token only exempts its device from an account's login delay;
 * it is no credential: the password is still needed.
 */
export const deviceTokenHeader = 'x-device-token';

/** A device not used to log in for this long is a new device again. */
export const deviceTokenDays = 90;

/** What a valid token names: the account it was issued on a login to, and its own nonce. */
export interface Device {
  accountId: number;
  /** Identifies this device's own failures (login-throttle.ts). */
  nonce: string;
}

const sign = (key: Uint8Array, body: string) => createHmac('sha256', key).update(`device:${body}`).digest('base64url');

/** `v1.<account id>.<issued, epoch seconds>.<nonce>.<HMAC>`: the account's login, a nonce, a signature (OWASP). */
export function issueDeviceToken(key: Uint8Array, accountId: number, now = Date.now()): string {
  const body = `v1.${accountId}.${Math.floor(now / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${sign(key, body)}`;
}

/** The device of a token signed by this backend, issued for `accountId` and not older than `deviceTokenDays`. */
export function readDeviceToken(key: Uint8Array, token: string | undefined, accountId: number, now = Date.now()): Device | undefined {
  const match = token?.match(/^(v1\.(\d{1,15})\.(\d{1,12})\.([\w-]{22}))\.([\w-]{43})$/);
  if (!match) return undefined;
  const [, body = '', account, issued, nonce = '', signature = ''] = match;
  const expected = Buffer.from(sign(key, body));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return undefined;
  if (Number(account) !== accountId) return undefined;
  const ageMs = now - Number(issued) * 1000;
  return ageMs >= 0 && ageMs < deviceTokenDays * 86_400_000 ? { accountId, nonce } : undefined;
}
