import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { first } from '../db/first.ts';
import { oneTimeSecrets, type OneTimeSecretRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';

export type SecretPurpose = OneTimeSecretRow['purpose'];

/** Wrong guesses a registration code takes before it is locked (a new code must be sent). */
export const maxCodeAttempts = 5;

/** Only an HMAC keyed with the server secret is stored: a leaked database reveals no usable code. */
function digest(key: Uint8Array, purpose: SecretPurpose, accountId: number | undefined, secret: string): string {
  return createHmac('sha256', key).update(`${purpose}:${accountId ?? ''}:${secret}`).digest('base64url');
}

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newLinkSecret = () => randomBytes(32).toString('base64url');

// Codes are short, so their digest is bound to the account; link secrets are unique on their own.
const boundToAccount = (purpose: SecretPurpose) => purpose === 'registerCode' || purpose === 'googleLinkCode' || purpose === 'loginCode';

/**
 * Stores a new secret (in the caller's transaction); the account's earlier unused secrets of the
 * same purpose stop working.
 */
export async function storeSecret(tx: Executor, key: Uint8Array, accountId: number, purpose: SecretPurpose, secret: string, ttlSeconds: number): Promise<void> {
  const now = new Date();
  await tx
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(and(eq(oneTimeSecrets.accountId, accountId), eq(oneTimeSecrets.purpose, purpose), isNull(oneTimeSecrets.usedAt)));
  await tx.insert(oneTimeSecrets).values({
    accountId,
    purpose,
    secretHash: digest(key, purpose, boundToAccount(purpose) ? accountId : undefined, secret),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  // Expired rows are worthless; clearing them here keeps the table small without a timer.
  await tx.delete(oneTimeSecrets).where(lt(oneTimeSecrets.expiresAt, new Date(now.getTime() - 86_400_000)));
}

/** Purposes whose secret is a short code typed by the member. */
export type CodePurpose = 'registerCode' | 'googleLinkCode' | 'loginCode';

/**
 * `expired`: the right code, but past its lifetime or after the wrong guesses it allows, so the
 * member can be told to send a new one. Only someone who holds the code learns this; a wrong code
 * says nothing about whether a code was ever sent.
 */
export type CodeOutcome = 'used' | 'wrong' | 'expired';

/**
 * Checks a mailed code. Every guess spends one of the code's attempts before it is compared, so
 * parallel guesses cannot exceed the limit; the right code is used up.
 */
export async function useCode(store: Store, key: Uint8Array, accountId: number | undefined, code: string, purpose: CodePurpose = 'registerCode'): Promise<CodeOutcome> {
  const candidate = Buffer.from(digest(key, purpose, accountId, code));
  if (accountId === undefined) return 'wrong';
  // Guesses at one account's code take their turns, so each is counted and compared against
  // what the one before it left (on PostgreSQL, not retried as a serialisation failure).
  return store.transaction((tx) => spendAttempt(tx, candidate, accountId, purpose), { lock: `code:${purpose}:${accountId}` });
}

async function spendAttempt(tx: Executor, candidate: Buffer, accountId: number, purpose: CodePurpose): Promise<CodeOutcome> {
  const now = new Date();
  const [row] = await tx
    .update(oneTimeSecrets)
    .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
    .where(
      and(
        eq(oneTimeSecrets.accountId, accountId),
        eq(oneTimeSecrets.purpose, purpose),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
        lt(oneTimeSecrets.attempts, maxCodeAttempts),
      ),
    )
    .returning();
  if (!row) return (await isSpentCode(tx, accountId, purpose, candidate.toString())) ? 'expired' : 'wrong';
  const stored = Buffer.from(row.secretHash);
  if (stored.length !== candidate.length || !timingSafeEqual(stored, candidate)) return 'wrong';
  const [used] = await tx
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(and(eq(oneTimeSecrets.id, row.id), isNull(oneTimeSecrets.usedAt)))
    .returning();
  return used !== undefined ? 'used' : 'wrong';
}

/** Whether the account's latest code of this purpose is this one, unused but expired or locked by wrong guesses. */
async function isSpentCode(db: Executor, accountId: number, purpose: CodePurpose, candidateHash: string): Promise<boolean> {
  const latest = await first(
    db
      .select()
      .from(oneTimeSecrets)
      .where(and(eq(oneTimeSecrets.accountId, accountId), eq(oneTimeSecrets.purpose, purpose)))
      .orderBy(desc(oneTimeSecrets.id)),
  );
  if (!latest || latest.usedAt !== null) return false;
  const stored = Buffer.from(latest.secretHash);
  const candidate = Buffer.from(candidateHash);
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

/**
 * Voids every outstanding secret of an account (reset links, codes, exchange tokens): a password
 * change or reset must not leave an older link able to set the password again (ASVS 5.0 V6.4).
 */
export async function voidSecrets(tx: Executor, accountId: number): Promise<void> {
  await tx
    .update(oneTimeSecrets)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeSecrets.accountId, accountId), isNull(oneTimeSecrets.usedAt)));
}

/** Uses up a link secret in one statement (so it works once, even under concurrent requests); its account id. */
export async function consumeLinkSecret(store: Store, key: Uint8Array, purpose: 'registerExchange' | 'resetLink' | 'managerInvite', secret: string): Promise<number | undefined> {
  const now = new Date();
  const [row] = await store.transaction((tx) =>
    tx
      .update(oneTimeSecrets)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeSecrets.secretHash, digest(key, purpose, undefined, secret)),
          eq(oneTimeSecrets.purpose, purpose),
          isNull(oneTimeSecrets.usedAt),
          gt(oneTimeSecrets.expiresAt, now),
        ),
      )
      .returning(),
  );
  return row?.accountId;
}
