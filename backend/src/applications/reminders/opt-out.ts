// The link in every reminder that turns the member's reminders off without a login:
// `/api/reminders/off?token={account id}.{HMAC-SHA256}`, keyed from the backend's JWT secret. It
// does not expire (an old mail's link must still work) and does nothing but this one switch.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Store } from '../../db/store.ts';
import { eq } from 'drizzle-orm';
import { first } from '../../db/first.ts';
import { accounts, reminderOptOuts } from '../../db/schema.ts';

export interface OptOutSigner {
  token(accountId: number): string;
  /** The account id of a token this backend signed, else undefined. */
  verify(token: string): number | undefined;
}

export function createOptOutSigner(jwtSecret: Uint8Array): OptOutSigner {
  const key = createHmac('sha256', jwtSecret).update('reminders-off').digest();
  const signature = (accountId: number) => createHmac('sha256', key).update(String(accountId)).digest();
  return {
    token: (accountId) => `${accountId}.${signature(accountId).toString('base64url')}`,
    verify(token) {
      const match = /^([1-9]\d{0,15})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const accountId = Number(match[1]);
      const given = Buffer.from(match[2] as string, 'base64url');
      return given.length === 32 && timingSafeEqual(given, signature(accountId)) ? accountId : undefined;
    },
  };
}

/** The address in a reminder: the backend's call under the site's public origin. */
export const optOutUrl = (publicUrl: string, signer: OptOutSigner, accountId: number) => `${publicUrl}/api/reminders/off?token=${signer.token(accountId)}`;

/** Idempotent: a second click, or a member deleted since, changes nothing. */
export async function turnRemindersOff(store: Store, accountId: number): Promise<void> {
  await store.transaction(async (tx) => {
    if (!(await first(tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId))))) return;
    await tx.insert(reminderOptOuts).values({ accountId }).onConflictDoNothing({ target: reminderOptOuts.accountId });
  });
}
