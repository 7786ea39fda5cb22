import { lt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { usedIdTokens } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import type { GoogleIdentity } from './google.ts';

/**
 * Marks a verified ID token as used; false when it was used before (a replay). The key is made of
 * the signed claims rather than the token's text, so another encoding of the same token is the
 * same token; it is kept until the token expires, after which the token is refused anyway.
 */
export async function useIdTokenOnce(store: Store, issuer: string, identity: GoogleIdentity): Promise<boolean> {
  const key = createHash('sha256')
    .update(JSON.stringify([issuer, identity.sub, identity.iat, identity.nonce, identity.jti ?? null]))
    .digest('base64url');
  return store.transaction(async (tx) => {
    await tx.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, new Date()));
    const inserted = await tx
      .insert(usedIdTokens)
      .values({ key, expiresAt: new Date(identity.exp * 1000) })
      .onConflictDoNothing()
      .returning({ key: usedIdTokens.key });
    return inserted.length > 0;
  });
}
