// Short-lived signed addresses of private files: `/files/private/{name}?exp={unix s}&sig={hex}`,
// the signature an HMAC-SHA256 of `{name}:{exp}`. The key is derived from the backend's JWT secret
// (kept in DATA_DIR), so there is no second secret to manage, yet a signature is never a token.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { privateUrl } from './storage.ts';

/** Ten minutes: long enough to open a file from the page, short enough that a leaked link dies. */
export const signedUrlSeconds = 600;

export interface UrlSigner {
  /** The download address of a stored file, valid for `signedUrlSeconds` from `now`. */
  sign(storedName: string, now?: Date): string;
  /** True when the signature is this backend's and `exp` has not passed. */
  verify(storedName: string, exp: string | undefined, sig: string | undefined, now?: Date): boolean;
}

export function createUrlSigner(jwtSecret: Uint8Array): UrlSigner {
  const key = createHmac('sha256', jwtSecret).update('private-file-urls').digest();
  const signature = (name: string, exp: number) => createHmac('sha256', key).update(`${name}:${exp}`).digest();

  return {
    sign(storedName, now = new Date()) {
      const exp = Math.floor(now.getTime() / 1000) + signedUrlSeconds;
      return `${privateUrl(storedName)}?exp=${exp}&sig=${signature(storedName, exp).toString('hex')}`;
    },
    verify(storedName, exp, sig, now = new Date()) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
      const expires = Number(exp);
      if (expires < now.getTime() / 1000) return false;
      return timingSafeEqual(Buffer.from(sig, 'hex'), signature(storedName, expires));
    },
  };
}

/** A url with any `sig` parameter blanked, for logs. */
export const withoutSignature = (url: string) => url.replace(/([?&]sig=)[^&#]*/g, '$1[redacted]');
