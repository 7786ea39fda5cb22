import { lt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { usedIdTokens } from '../db/schema.ts';
import type { GoogleIdentity } from './google.ts';

/**
 * Marks a verified ID token as used; false when it was used before (a replay). The key is made of
 * the signed claims rather than the token's text, so another encoding of the same token is the
 * same token; it is kept until the token expires, after which the token is refused anyway.
 */
export function useIdTokenOnce(db: Db, issuer: string, identity: GoogleIdentity): boolean {
  const key = createHash('sha256')
    .update(JSON.stringify([issuer, identity.sub, identity.iat, identity.nonce, identity.jti ?? null]))
    .digest('base64url');
  return db.transaction((tx) => {
    tx.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, new Date())).run();
    const inserted = tx
      .insert(usedIdTokens)
      .values({ key, expiresAt: new Date(identity.exp * 1000) })
      .onConflictDoNothing()
      .returning({ key: usedIdTokens.key })
      .get();
    return inserted !== undefined;
  });
}
