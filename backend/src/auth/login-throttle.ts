import { and, desc, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { isDiskWriteFailure } from '../db/errors.ts';
import { first } from '../db/first.ts';
import { knownLoginAddresses, loginFailures, oneTimeSecrets, type AccountRow } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
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
/** Forgotten failures are deleted at most this often, by one backend process of all (its lease). */
export const failureSweepMs = 60_000;

/**
 * The throttle's own bookkeeping, skipped when the disk refuses it (full, failing): a login is
 * judged on the password rather than answered 500, while the per-address limits (rate-limits.ts)
 * still hold. Any other error still fails the request. `write`'s answer, or `otherwise`'s when skipped.
 */
async function unlessDiskFails<T>(request: FastifyRequest, write: () => Promise<T>, otherwise: () => T | Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isDiskWriteFailure(error)) throw error;
    request.log.warn({ err: error }, 'login throttle: a record was skipped, the disk refused the write');
    return otherwise();
  }
}

/**
 * Every write to an e-mail's counts (and to its account's devices' counts) holds this lock, so
 * concurrent attempts on one e-mail are counted one after another: none reads a count another is
 * about to raise.
 */
const lockOfEmail = (email: string) => ({ lock: `login:${email}` });

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
  const { store, config, mailer } = app;
  const scale = config.rateLimitScale;
  const addressHash = (ip: string) => createHmac('sha256', config.jwtSecret).update(`login-address:${ip}`).digest('base64url');
  let lastSweepMs = 0;

  function delayAfter(failures: number): number {
    if (failures < freeFailures) return 0;
    return Math.min(firstDelayMs * 2 ** (failures - freeFailures), maxDelayMs) * scale;
  }

  async function isKnownAddress(db: Executor, account: AccountRow | undefined, ip: string): Promise<boolean> {
    if (!account) return false;
    const since = new Date(Date.now() - knownAddressMs);
    const row = await first(
      db
        .select({ at: knownLoginAddresses.lastLoginAt })
        .from(knownLoginAddresses)
        .where(and(eq(knownLoginAddresses.accountId, account.id), eq(knownLoginAddresses.addressHash, addressHash(ip)), gt(knownLoginAddresses.lastLoginAt, since))),
    );
    return row !== undefined;
  }

  async function sweep(nowMs: number): Promise<void> {
    // Forgotten failures are worthless; clearing them now and then keeps the table small without a
    // timer. This process asks at most once a period, and of all the processes asking, the one that
    // takes the lease sweeps (its lease a little shorter than the period, so its next ask finds it free).
    if (nowMs - lastSweepMs < failureSweepMs) return;
    lastSweepMs = nowMs;
    await app.leases.withLease('login-failures-sweep', failureSweepMs - 5_000, async () => {
      await store.transaction((tx) => tx.delete(loginFailures).where(lt(loginFailures.lastFailureAt, new Date(nowMs - failureWindowMs * scale))));
    });
  }

  /** The failures counted on a key (an e-mail, or a device) and how long its lock still runs. */
  async function lockOf(db: Executor, key: string, nowMs: number) {
    const row = await first(db.select().from(loginFailures).where(eq(loginFailures.email, key)));
    const failures = row && nowMs - row.lastFailureAt.getTime() < failureWindowMs * scale ? row.failures : 0;
    const waitMs = row ? row.lastFailureAt.getTime() + delayAfter(failures) - nowMs : 0;
    return { failures, waitMs };
  }

  async function count(tx: Executor, key: string, current: number, nowMs: number): Promise<void> {
    const counted = { failures: current + 1, lastFailureAt: new Date(nowMs) };
    await tx
      .insert(loginFailures)
      .values({ email: key, ...counted })
      .onConflictDoUpdate({ target: loginFailures.email, set: current === 0 ? { ...counted, noticeSentAt: null } : counted });
  }

  const deviceKey = (device: Device) => `device:${device.nonce}`;

  /**
   * Counts this attempt on the e-mail (and on the device whose token it carries), or answers how
   * long the e-mail's lock still runs for this caller (then nothing is counted). The read and the
   * count are one transaction under the e-mail's lock, so concurrent requests are counted one
   * after another; when the disk refuses the count, the lock is judged on what is recorded.
   */
  async function gate(request: FastifyRequest, email: string, account: AccountRow | undefined): Promise<number> {
    const key = email.trim().toLowerCase();
    const nowMs = Date.now();
    await unlessDiskFails(request, () => sweep(nowMs), () => undefined);
    const device = account && readDeviceToken(config.jwtSecret, headerText(request.headers[deviceTokenHeader]), account.id);
    const judge = async (db: Executor, record: boolean): Promise<number> => {
      const lock = await lockOf(db, key, nowMs);
      // A device token that has itself produced the wrong passwords is locked on its own, like a new device.
      const deviceLock = device && (await lockOf(db, deviceKey(device), nowMs));
      const trusted = (deviceLock !== undefined && deviceLock.waitMs <= 0) || (await isKnownAddress(db, account, request.ip));
      if (lock.waitMs > 0 && !trusted) return lock.waitMs;
      if (record) {
        await count(db, key, lock.failures, nowMs);
        if (device && deviceLock) await count(db, deviceKey(device), deviceLock.failures, nowMs);
      }
      return 0;
    };
    return unlessDiskFails(
      request,
      () => store.transaction((tx) => judge(tx, true), lockOfEmail(key)),
      () => judge(store.read, false),
    );
  }

  return {
    /** A login: `locked` while the e-mail's lock holds for this caller, who is then answered "check your e-mail". */
    async reserveLogin(request: FastifyRequest, email: string, account: AccountRow | undefined): Promise<'open' | 'locked'> {
      return (await gate(request, email, account)) > 0 ? 'locked' : 'open';
    },

    /** A password proof without a code step: refused with 429 while the lock holds. */
    async reserve(request: FastifyRequest, reply: FastifyReply, email: string, account: AccountRow | undefined): Promise<void> {
      const waitMs = await gate(request, email, account);
      if (waitMs > 0) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw new ApiError(429, 'RATE_LIMITED', 'rateLimited');
      }
    },

    /** The attempt failed: once the failures reach the notice threshold, the member hears of it. */
    async failed(request: FastifyRequest, email: string, account: AccountRow | undefined): Promise<void> {
      const key = email.trim().toLowerCase();
      const row = await first(store.read.select().from(loginFailures).where(eq(loginFailures.email, key)));
      if (!row || row.failures < noticeAfterFailures || row.noticeSentAt !== null) return;
      // Unrecorded, the notice would go out again on every failure; of two failures at once, the one that records it sends it.
      const recorded = await unlessDiskFails(
        request,
        async () => {
          const marked = await store.transaction(
            (tx) =>
              tx
                .update(loginFailures)
                .set({ noticeSentAt: new Date() })
                .where(and(eq(loginFailures.email, key), gte(loginFailures.failures, noticeAfterFailures), isNull(loginFailures.noticeSentAt)))
                .returning(),
            lockOfEmail(key),
          );
          return marked.length > 0;
        },
        () => false,
      );
      if (!recorded || !account) return;
      const lang = requestLanguage(request);
      // Queued: it goes out after the answer, so the answer's timing is the same without an account.
      mailer.send(loginNoticeMail(lang, account.email, row.failures, { address: request.ip, at: new Date() }, webLink(config.publicUrl, lang, 'forget-password')));
    },

    /**
     * The right password during the lock: mails a sign-in code, unless one went out less than
     * `codeIntervalMs` ago (that one still works), so the mailbox cannot be flooded. Queued like the notice.
     */
    async mailCode(request: FastifyRequest, email: string, account: AccountRow): Promise<void> {
      const key = email.trim().toLowerCase();
      const code = newCode();
      // Checked and stored under the e-mail's lock: of two right passwords at once, one code is mailed.
      const stored = await store.transaction(async (tx) => {
        const latest = await first(
          tx
            .select({ createdAt: oneTimeSecrets.createdAt })
            .from(oneTimeSecrets)
            .where(and(eq(oneTimeSecrets.accountId, account.id), eq(oneTimeSecrets.purpose, 'loginCode')))
            .orderBy(desc(oneTimeSecrets.id)),
        );
        if (latest && Date.now() - Date.parse(latest.createdAt) < codeIntervalMs * scale) return false;
        await storeSecret(tx, config.jwtSecret, account.id, 'loginCode', code, config.otpTtlSeconds);
        return true;
      }, lockOfEmail(key));
      if (!stored) return;
      const { failures } = await lockOf(store.read, key, Date.now());
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
    async succeeded(request: FastifyRequest, email: string, account: AccountRow): Promise<string> {
      const key = email.trim().toLowerCase();
      const keys = [key];
      const device = readDeviceToken(config.jwtSecret, headerText(request.headers[deviceTokenHeader]), account.id);
      if (device) keys.push(deviceKey(device));
      const now = new Date();
      await unlessDiskFails(
        request,
        () =>
          store.transaction(async (tx) => {
            await tx.delete(loginFailures).where(inArray(loginFailures.email, keys));
            await tx
              .insert(knownLoginAddresses)
              .values({ accountId: account.id, addressHash: addressHash(request.ip), lastLoginAt: now })
              .onConflictDoUpdate({ target: [knownLoginAddresses.accountId, knownLoginAddresses.addressHash], set: { lastLoginAt: now } });
          }, lockOfEmail(key)),
        () => undefined,
      );
      return issueDeviceToken(config.jwtSecret, account.id);
    },
  };
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
