import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { isDiskWriteFailure } from '../db/client.ts';
import { knownLoginAddresses, loginFailures, type AccountRow } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { loginNoticeMail, webLink } from '../mail/templates.ts';

/** Wrong passwords on one e-mail before any delay. */
export const freeFailures = 5;
/** The delay after the free failures; it doubles with each further failure, up to `maxDelayMs`. */
export const firstDelayMs = 1000;
export const maxDelayMs = 15 * 60_000;
/** The member is mailed a notice once this many failures have piled up (once per window). */
export const noticeAfterFailures = 10;
/** Failures older than this are forgotten. */
const failureWindowMs = 24 * 60 * 60_000;
/** An address stays known this long after the member's last login from it. */
const knownAddressMs = 90 * 24 * 60 * 60_000;

/**
 * The throttle's own bookkeeping, skipped when the disk refuses it (full, failing): a login is
 * judged on the password rather than answered 500, while the per-address limits (in memory) still
 * hold. Any other error still fails the request. True when the write went through.
 */
function unlessDiskFails(request: FastifyRequest, write: () => void): boolean {
  try {
    write();
    return true;
  } catch (error) {
    if (!isDiskWriteFailure(error)) throw error;
    request.log.warn({ err: error }, 'login throttle: a record was skipped, the disk refused the write');
    return false;
  }
}

/**
 * Login throttling per account that neither a distributed guesser gets around nor an attacker can
 * use to lock a member out (OWASP ASVS 5.0 V6.3.1; the soft, growing delay of Keycloak's brute-force
 * detection rather than a hard lock; the device exemption of OWASP's "device cookies", keyed on the
 * address since this API has no cookies):
 * - every attempt on an e-mail, from any address, counts as a failure until the password proves
 *   right (counted before the slow hash, so parallel guesses cannot slip past the count);
 * - after `freeFailures`, an attempt must wait `firstDelayMs`, doubled per further failure, up to
 *   `maxDelayMs` (RATE_LIMITED with Retry-After) — except from an address the member has logged
 *   in from, where only the per-address limits apply, so the owner still gets in;
 * - unknown e-mails are counted and delayed exactly alike, so the answers reveal nothing;
 * - at `noticeAfterFailures` the member is mailed a notice; a right password clears the count.
 * RATE_LIMIT_SCALE scales the delays and the window (tests).
 */
export function createLoginThrottle(app: FastifyInstance) {
  const { db, config, mailer } = app;
  const scale = config.rateLimitScale;
  const addressHash = (ip: string) => createHmac('sha256', config.jwtSecret).update(`login-address:${ip}`).digest('base64url');
  let lastSweepMs = 0;

  function delayAfter(failures: number): number {
    if (failures < freeFailures) return 0;
    return Math.min(firstDelayMs * 2 ** (failures - freeFailures), maxDelayMs) * scale;
  }

  function isKnownAddress(account: AccountRow | undefined, ip: string): boolean {
    if (!account) return false;
    const since = new Date(Date.now() - knownAddressMs);
    const row = db
      .select({ at: knownLoginAddresses.lastLoginAt })
      .from(knownLoginAddresses)
      .where(and(eq(knownLoginAddresses.accountId, account.id), eq(knownLoginAddresses.addressHash, addressHash(ip)), gt(knownLoginAddresses.lastLoginAt, since)))
      .get();
    return row !== undefined;
  }

  function sweep(nowMs: number): void {
    // Forgotten failures are worthless; clearing them now and then keeps the table small without a timer.
    if (nowMs - lastSweepMs < 60_000) return;
    lastSweepMs = nowMs;
    db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, new Date(nowMs - failureWindowMs * scale))).run();
  }

  return {
    /**
     * Counts this attempt, or refuses it with 429 while the e-mail's delay runs. Synchronous from
     * the read to the write, so concurrent requests are counted one after another.
     */
    reserve(request: FastifyRequest, reply: FastifyReply, email: string, account: AccountRow | undefined): void {
      const key = email.trim().toLowerCase();
      const nowMs = Date.now();
      unlessDiskFails(request, () => sweep(nowMs));
      const row = db.select().from(loginFailures).where(eq(loginFailures.email, key)).get();
      const current = row && nowMs - row.lastFailureAt.getTime() < failureWindowMs * scale ? row.failures : 0;
      const waitMs = row ? row.lastFailureAt.getTime() + delayAfter(current) - nowMs : 0;
      if (waitMs > 0 && !isKnownAddress(account, request.ip)) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw new ApiError(429, 'RATE_LIMITED', 'rateLimited');
      }
      const counted = { failures: current + 1, lastFailureAt: new Date(nowMs) };
      unlessDiskFails(request, () =>
        db.insert(loginFailures)
          .values({ email: key, ...counted })
          .onConflictDoUpdate({ target: loginFailures.email, set: current === 0 ? { ...counted, noticeSentAt: null } : counted })
          .run(),
      );
    },

    /** The attempt failed: once the failures reach the notice threshold, the member hears of it. */
    failed(request: FastifyRequest, email: string, account: AccountRow | undefined): void {
      const key = email.trim().toLowerCase();
      const row = db.select().from(loginFailures).where(eq(loginFailures.email, key)).get();
      if (!row || row.failures < noticeAfterFailures || row.noticeSentAt !== null) return;
      // Unrecorded, the notice would go out again on every failure.
      const recorded = unlessDiskFails(request, () => db.update(loginFailures).set({ noticeSentAt: new Date() }).where(eq(loginFailures.email, key)).run());
      if (!recorded || !account) return;
      const lang = requestLanguage(request);
      // Queued: it goes out after the answer, so the answer's timing is the same without an account.
      mailer.send(loginNoticeMail(lang, account.email, row.failures, webLink(config.publicUrl, lang, 'forget-password')));
    },

    /** The password was right: the count is cleared and this address becomes known. */
    succeeded(request: FastifyRequest, email: string, account: AccountRow): void {
      unlessDiskFails(request, () => {
        db.delete(loginFailures).where(eq(loginFailures.email, email.trim().toLowerCase())).run();
        const now = new Date();
        db.insert(knownLoginAddresses)
          .values({ accountId: account.id, addressHash: addressHash(request.ip), lastLoginAt: now })
          .onConflictDoUpdate({ target: [knownLoginAddresses.accountId, knownLoginAddresses.addressHash], set: { lastLoginAt: now } })
          .run();
      });
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
