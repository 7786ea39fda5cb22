import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The browser's side of OWASP "device cookies": the backend signs a device token on each login and
 * the gateway keeps it in an HttpOnly cookie, sent back to the backend (`X-Device-Token`) on the next
 * login, so the member's own device is not held by a lock another's guesses put on the account.
 * Only GraphQL requests carry it; the member's session stays in the client's storage as before.
 */
export const deviceCookieName = 'yip_device';

/** As long as the backend honours a device token (its `deviceTokenDays`). */
const maxAgeSeconds = 90 * 86_400;

/** What the backend issues (`v1.<id>.<issued>.<nonce>.<HMAC>`); anything else is not forwarded. */
const tokenShape = /^[\w.-]{1,200}$/;

export interface DeviceCookie {
  /** The device token this browser carries, if any. */
  token: string | undefined;
  /** Keeps a token a login answered, for the next login from this browser. */
  remember(token: string): void;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** `secure`: Express's `req.secure` (https, or a trusted proxy's `X-Forwarded-Proto`), so plain-http development still works. */
export function deviceCookie(req: IncomingMessage & { secure?: boolean }, res: ServerResponse | undefined): DeviceCookie {
  const carried = readCookie(req.headers.cookie, deviceCookieName);
  return {
    token: carried !== undefined && tokenShape.test(carried) ? carried : undefined,
    remember(token) {
      if (!res || !tokenShape.test(token)) return;
      const attributes = [`${deviceCookieName}=${token}`, 'Path=/graphql', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
      res.appendHeader('Set-Cookie', req.secure ? [...attributes, 'Secure'].join('; ') : attributes.join('; '));
    },
  };
}
