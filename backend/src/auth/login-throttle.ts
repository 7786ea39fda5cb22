import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { isDiskWriteFailure } from '../db/client.ts';
import { knownLoginAddresses, loginFailures, oneTimeSecrets, type AccountRow } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { loginCodeMail, loginNoticeMail, webLink } from '../mail/templates.ts';
import { deviceTokenHeader, issueDeviceToken, readDeviceToken, type Device } from './device-token.ts';
import { newCode, storeSecret } from './secrets.ts';

/** Wrong passwords on one e-mail before any delay. */
export const freeFailures = 5;
/** The delay after the free failures; it doubles with each further failure, up to `maxDelayMs`. */
export const firstDelayMs = 1000;
export const maxDelayMs = 15 * 60_000;
/** The member is mailed a notice once this many failures have piled up (once per window). */
export const noticeAfterFailures = 10;
/** During a lock, at most one sign-in code is mailed to an account per this long. */
export const codeIntervalMs = 5 * 60_000;
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
 * detection rather than a hard lock; OWASP's "device cookies" for the member's own devices):
 * - every attempt on an e-mail, from any address, counts as a failure until the password proves
 *   right (counted before the slow hash, so parallel guesses cannot slip past the count);
 * - after `freeFailures`, the e-mail is locked for `firstDelayMs`, doubled per further failure, up
 *   to `maxDelayMs`. A device the member has logged in from is exempt: one with a valid device
 *   token for the account (device-token.ts), unless that device's own failures have locked it, or
 *   an address the member has logged in from;
 * - any other attempt during the lock is not judged for the caller: it answers "check your
 *   e-mail" whatever the password, and only the right password mails a sign-in code (at most one
 *   per `codeIntervalMs`), which logs in. A guesser learns nothing and the member still gets in;
 * - google-link.ts, whose password proof has no code step, is refused with 429 during the lock;
 * - unknown e-mails are counted and delayed exactly alike, so the answers reveal nothing;
 * - at `noticeAfterFailures` the member is mailed a notice; a right password clears the count.
 * RATE_LIMIT_SCALE scales the delays, the window and the code interval (tests).
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

  /** The failures counted on a key (an e-mail, or a device) and how long its lock still runs. */
  function lockOf(key: string, nowMs: number) {
    const row = db.select().from(loginFailures).where(eq(loginFailures.email, key)).get();
    const failures = row && nowMs - row.lastFailureAt.getTime() < failureWindowMs * scale ? row.failures : 0;
    const waitMs = row ? row.lastFailureAt.getTime() + delayAfter(failures) - nowMs : 0;
    return { failures, waitMs };
  }

  function count(key: string, current: number, nowMs: number): void {
    const counted = { failures: current + 1, lastFailureAt: new Date(nowMs) };
    db.insert(loginFailures)
      .values({ email: key, ...counted })
      .onConflictDoUpdate({ target: loginFailures.email, set: current === 0 ? { ...counted, noticeSentAt: null } : counted })
      .run();
  }

  const deviceKey = (device: Device) => `device:${device.nonce}`;

  /**
   * Counts this attempt on the e-mail (and on the device whose token it carries), or answers how
   * long the e-mail's lock still runs for this caller (then nothing is counted). Synchronous from
   * the read to the write, so concurrent requests are counted one after another.
   */
  function gate(request: FastifyRequest, email: string, account: AccountRow | undefined): number {
    const key = email.trim().toLowerCase();
    const nowMs = Date.now();
    unlessDiskFails(request, () => sweep(nowMs));
    const lock = lockOf(key, nowMs);
    const device = account && readDeviceToken(config.jwtSecret, headerText(request.headers[deviceTokenHeader]), account.id);
    // A device token that has itself produced the wrong passwords is locked on its own, like a new device.
    const deviceLock = device && lockOf(deviceKey(device), nowMs);
    const trusted = (deviceLock !== undefined && deviceLock.waitMs <= 0) || isKnownAddress(account, request.ip);
    if (lock.waitMs > 0 && !trusted) return lock.waitMs;
    unlessDiskFails(request, () => {
      count(key, lock.failures, nowMs);
      if (device && deviceLock) count(deviceKey(device), deviceLock.failures, nowMs);
    });
    return 0;
  }

  return {
    /** A login: `locked` while the e-mail's lock holds for this caller, who is then answered "check your e-mail". */
    reserveLogin(request: FastifyRequest, email: string, account: AccountRow | undefined): 'open' | 'locked' {
      return gate(request, email, account) > 0 ? 'locked' : 'open';
    },

    /** A password proof without a code step: refused with 429 while the lock holds. */
    reserve(request: FastifyRequest, reply: FastifyReply, email: string, account: AccountRow | undefined): void {
      const waitMs = gate(request, email, account);
      if (waitMs > 0) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw new ApiError(429, 'RATE_LIMITED', 'rateLimited');
      }
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
      mailer.send(loginNoticeMail(lang, account.email, row.failures, { address: request.ip, at: new Date() }, webLink(config.publicUrl, lang, 'forget-password')));
    },

    /**
     * The right password during the lock: mails a sign-in code, unless one went out less than
     * `codeIntervalMs` ago (that one still works), so the mailbox cannot be flooded. Queued like the notice.
     */
    mailCode(request: FastifyRequest, email: string, account: AccountRow): void {
      const latest = db
        .select({ createdAt: oneTimeSecrets.createdAt })
        .from(oneTimeSecrets)
        .where(and(eq(oneTimeSecrets.accountId, account.id), eq(oneTimeSecrets.purpose, 'loginCode')))
        .orderBy(desc(oneTimeSecrets.id))
        .limit(1)
        .get();
      if (latest && Date.now() - Date.parse(latest.createdAt) < codeIntervalMs * scale) return;
      const code = newCode();
      storeSecret(db, config.jwtSecret, account.id, 'loginCode', code, config.otpTtlSeconds);
      const failures = lockOf(email.trim().toLowerCase(), Date.now()).failures;
      mailer.send(
        loginCodeMail(requestLanguage(request), account.email, {
          code,
          ttlMinutes: Math.round(config.otpTtlSeconds / 60),
          address: request.ip,
          at: new Date(),
          failures,
        }),
      );
    },

    /**
     * The password (or a mailed code) was right: the counts of the e-mail and of this device are
     * cleared, this address becomes known, and the answer carries a new device token.
     */
    succeeded(request: FastifyRequest, email: string, account: AccountRow): string {
      const keys = [email.trim().toLowerCase()];
      const device = readDeviceToken(config.jwtSecret, headerText(request.headers[deviceTokenHeader]), account.id);
      if (device) keys.push(deviceKey(device));
      unlessDiskFails(request, () => {
        db.delete(loginFailures).where(inArray(loginFailures.email, keys)).run();
        const now = new Date();
        db.insert(knownLoginAddresses)
          .values({ accountId: account.id, addressHash: addressHash(request.ip), lastLoginAt: now })
          .onConflictDoUpdate({ target: [knownLoginAddresses.accountId, knownLoginAddresses.addressHash], set: { lastLoginAt: now } })
          .run();
      });
      return issueDeviceToken(config.jwtSecret, account.id);
    },
  };
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
