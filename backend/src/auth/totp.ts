import { Secret, TOTP } from 'otpauth';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 as authenticator apps read it by default: SHA-1, 30-second steps, 6 digits. */
const periodSeconds = 30;
const issuer = 'Youth Social Impact Programme';

/** Codes of the current step and one step either side are accepted (clocks drift, typing takes time). */
export const acceptedSteps = 1;

const totpOf = (base32Secret: string, label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: periodSeconds, secret: Secret.fromBase32(base32Secret) });

/** A new 160-bit secret in base32, as RFC 4226 recommends. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app scans (shown as a QR code). */
export const otpauthUri = (base32Secret: string, email: string): string => totpOf(base32Secret, email).toString();

/** The code the secret gives at `atMs` (tests, and the shared test helper). */
export const totpCode = (base32Secret: string, atMs = Date.now()): string => totpOf(base32Secret).generate({ timestamp: atMs });

/** The time step whose code `code` is, within ±`acceptedSteps` of `atMs`; undefined if none. */
export function matchingStep(base32Secret: string, code: string, atMs = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(base32Secret).validate({ token: code, timestamp: atMs, window: acceptedSteps });
  return delta === null ? undefined : TOTP.counter({ period: periodSeconds, timestamp: atMs }) + delta;
}

// The stored secret is encrypted with a key derived from the server secret: a copy of the database
// alone (a backup, a dump) does not give the second factor away.
const keyOf = (serverSecret: Uint8Array) => createHmac('sha256', serverSecret).update('totp-secret-encryption').digest();

export function encryptTotpSecret(serverSecret: Uint8Array, base32Secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32Secret, 'utf8'), cipher.final()]);
  return ['v1', iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The base32 secret, or undefined if `stored` was not sealed with this server secret. */
export function decryptTotpSecret(serverSecret: Uint8Array, stored: string): string | undefined {
  const [version, iv, sealed, tag] = stored.split('.');
  if (version !== 'v1' || !iv || !sealed || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** How many recovery codes an enrolment hands out. */
export const recoveryCodeCount = 10;

/** Ten random hex digits in two groups (`3f9a1-c07be`): 40 bits, behind the login throttle. */
export const newRecoveryCode = (): string => randomBytes(5).toString('hex').replace(/^(.{5})/, '$1-');

/** Only an HMAC is stored, bound to the account; case, spaces and dashes do not matter when typed. */
export const recoveryCodeHash = (serverSecret: Uint8Array, accountId: number, code: string): string =>
  createHmac('sha256', serverSecret)
    .update(`recovery:${accountId}:${code.toLowerCase().replace(/[\s-]/g, '')}`)
    .digest('base64url');
