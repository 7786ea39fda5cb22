import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { revokedTokens } from '../db/schema.ts';

/** Whether logout ended the session this token id names. */
export function isRevoked(db: Db, jti: string): boolean {
  return db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti)).get() !== undefined;
}

/** Ends one session until its token would have expired anyway; expired entries are cleared on the way. */
export function revokeToken(db: Db, jti: string, expiresAtMs: number): void {
  db.transaction((tx) => {
    tx.insert(revokedTokens).values({ jti, expiresAt: new Date(expiresAtMs) }).onConflictDoNothing().run();
    tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date())).run();
  });
}
