import { eq, lt, sql } from 'drizzle-orm';
import { preparedRead } from '../db/prepared.ts';
import { revokedTokens } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';

/** Whether logout ended the login this session id (a token's `sid`) names. Asked on every signed-in request: prepared. */
export async function isRevoked(db: Executor, session: string): Promise<boolean> {
  const build = () => db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, sql.placeholder('session'))).limit(1);
  return (await preparedRead(db, 'revokedTokens.bySession', build, { session })).length > 0;
}

/** Ends one login until its tokens would have expired anyway; expired entries are cleared on the way. */
export async function revokeSession(store: Store, session: string, expiresAtMs: number): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.insert(revokedTokens).values({ jti: session, expiresAt: new Date(expiresAtMs) }).onConflictDoNothing();
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  });
}
