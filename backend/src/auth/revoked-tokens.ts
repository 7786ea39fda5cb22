import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { revokedTokens } from '../db/schema.ts';

/** Whether logout ended the login this session id (a token's `sid`) names. */
export function isRevoked(db: Db, session: string): boolean {
  return db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, session)).get() !== undefined;
}

/** Ends one login until its tokens would have expired anyway; expired entries are cleared on the way. */
export function revokeSession(db: Db, session: string, expiresAtMs: number): void {
  db.transaction((tx) => {
    tx.insert(revokedTokens).values({ jti: session, expiresAt: new Date(expiresAtMs) }).onConflictDoNothing().run();
    tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date())).run();
  });
}
