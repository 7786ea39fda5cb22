import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit/log.ts';
import { accounts, recoveryCodes, type AccountRow } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import { ApiError, type ErrorBody } from '../errors.ts';
import { findAccountById } from './accounts.ts';
import { currentAccount, requireRole } from './guard.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { limiter, rateLimited } from './rate-limits.ts';
import { issueEnrolmentTicket, issueToken, readEnrolmentTicket } from './tokens.ts';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  otpauthUri,
  recoveryCodeCount,
  recoveryCodeHash,
} from './totp.ts';

/** The second factor a manager's login carries beside the password: the authenticator's code, or one recovery code. */
export const secondFactorFields = {
  totp: z.string().trim().max(16).optional(),
  recoveryCode: z.string().trim().max(64).optional(),
};
export type SecondFactorProof = { totp?: string | undefined; recoveryCode?: string | undefined };

export type Enrolment = NonNullable<ErrorBody['enrolment']>;

/** What proved the manager, for the audit log. */
export type SecondFactorUsed = 'totp' | 'recoveryCode';

/**
 * A code is accepted once: the step it belongs to must be later than the last accepted one, written
 * in the same statement, so a code seen over a shoulder (or sent twice at once) is refused.
 */
async function acceptTotp(app: FastifyInstance, account: AccountRow, code: string): Promise<boolean> {
  const secret = account.totpSecret ? decryptTotpSecret(app.config.jwtSecret, account.totpSecret) : undefined;
  const step = secret ? matchingStep(secret, code) : undefined;
  if (step === undefined) return false;
  const [accepted] = await app.store.transaction((tx) =>
    tx
      .update(accounts)
      .set({ totpLastStep: step })
      .where(and(eq(accounts.id, account.id), or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step))))
      .returning({ id: accounts.id }),
  );
  return accepted !== undefined;
}

/** Spends one unused recovery code in one statement, so two requests cannot both use it. */
async function useRecoveryCode(app: FastifyInstance, account: AccountRow, code: string): Promise<boolean> {
  const codeHash = recoveryCodeHash(app.config.jwtSecret, account.id, code);
  const [used] = await app.store.transaction((tx) =>
    tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.accountId, account.id), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id }),
  );
  return used !== undefined;
}

/** A new secret offered to the manager's authenticator app, bound to the account by the ticket. */
export async function offerEnrolment(app: FastifyInstance, account: AccountRow): Promise<Enrolment> {
  const secret = newTotpSecret();
  const ticket = await issueEnrolmentTicket(app.config.jwtSecret, account, encryptTotpSecret(app.config.jwtSecret, secret));
  return { ticket, secret, otpauthUri: otpauthUri(secret, account.email) };
}

export const enrolmentRequired = (enrolment: Enrolment) =>
  new ApiError(401, 'TOTP_ENROLMENT_REQUIRED', 'totpEnrolmentRequired', undefined, undefined, undefined, { enrolment });

/**
 * After the manager's right password: the token waits for the second factor. None given answers
 * SECOND_FACTOR_REQUIRED; a wrong one is a failed login for the throttle (the attempt was counted
 * before the password was checked, and only a success clears it); no authenticator yet answers an
 * enrolment instead of a token.
 */
export async function requireSecondFactor(
  app: FastifyInstance,
  throttle: LoginThrottle,
  request: FastifyRequest,
  account: AccountRow,
  proof: SecondFactorProof,
): Promise<SecondFactorUsed> {
  const refused = (reason: string, detail: Record<string, unknown> = {}) =>
    audit(request, 'manager.login.refused', { kind: 'account', id: account.id }, { reason, ...detail }, { actor: account });
  if (!account.totpSecret) {
    await refused('enrolmentRequired');
    throw enrolmentRequired(await offerEnrolment(app, account));
  }
  if (!proof.totp && !proof.recoveryCode) {
    // The sign-in's first step went right: not a refusal in the officers' log.
    await audit(request, 'manager.login.codeAsked', { kind: 'account', id: account.id }, {}, { actor: account });
    throw new ApiError(401, 'SECOND_FACTOR_REQUIRED', 'secondFactorRequired');
  }
  const used: SecondFactorUsed = proof.totp ? 'totp' : 'recoveryCode';
  const right = proof.totp ? await acceptTotp(app, account, proof.totp) : await useRecoveryCode(app, account, proof.recoveryCode ?? '');
  if (!right) {
    await refused('secondFactorWrong', { secondFactor: used });
    await throttle.failed(request, account.email, account);
    throw new ApiError(401, 'UNAUTHENTICATED', 'loginFailed');
  }
  if (used === 'recoveryCode') await audit(request, 'manager.recoveryCode.used', { kind: 'account', id: account.id }, {}, { actor: account });
  return used;
}

/** Replaces the account's recovery codes (in the caller's transaction); only their HMACs are kept. */
async function storeRecoveryCodes(tx: Executor, serverSecret: Uint8Array, accountId: number, codes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ accountId, codeHash: recoveryCodeHash(serverSecret, accountId, code) })));
}

export const enrolBody = z.strictObject({ ticket: z.string().min(1).max(4096), totp: z.string().trim().max(16) });

const enrolmentExpired = () => new ApiError(400, 'BAD_USER_INPUT', 'enrolmentExpired', undefined, undefined, 'ENROLMENT_EXPIRED');

/** `POST /api/manager/totp/enrol`: the first code from the app proves it holds the ticket's secret. */
export async function enrolmentRoutes(app: FastifyInstance, { throttle }: { throttle: LoginThrottle }): Promise<void> {
  const key = app.config.jwtSecret;
  // Per visitor: a ticket's 10 minutes must not be enough to guess the code.
  const enrolLimits = rateLimited(limiter(app, 'totpEnrol', 'ip', 10, 10));

  app.post('/api/manager/totp/enrol', { preHandler: enrolLimits }, async (request) => {
    const { ticket, totp } = enrolBody.parse(request.body);
    const claims = await readEnrolmentTicket(key, ticket);
    const account = claims ? await findAccountById(app.store.read, Number(claims.sub)) : undefined;
    if (!claims || !account || account.role !== 'manager' || account.tokenVersion !== claims.tokenVersion || account.totpSecret) throw enrolmentExpired();
    const secret = decryptTotpSecret(key, claims.secret);
    const step = secret ? matchingStep(secret, totp) : undefined;
    if (step === undefined) throw new ApiError(400, 'BAD_USER_INPUT', 'totpWrong', undefined, undefined, 'TOTP_WRONG');
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    // Only while the account has no authenticator: the ticket works once, and two racing enrol once.
    const enrolled = await app.store.transaction(async (tx) => {
      const [row] = await tx
        .update(accounts)
        .set({ totpSecret: claims.secret, totpLastStep: step })
        .where(and(eq(accounts.id, account.id), isNull(accounts.totpSecret)))
        .returning();
      if (row) await storeRecoveryCodes(tx, key, account.id, codes);
      return row;
    });
    if (!enrolled) throw enrolmentExpired();
    await audit(request, 'manager.totp.enrol', { kind: 'account', id: enrolled.id }, {}, { actor: enrolled });
    const deviceToken = await throttle.succeeded(request, enrolled.email, enrolled);
    return { token: await issueToken(key, enrolled), recoveryCodes: codes, deviceToken };
  });
}

export const renewBody = z.strictObject({ totp: z.string().trim().max(16) });

/**
 * `POST /api/manager/totp/recovery-codes`: ten new recovery codes for the signed-in manager, the
 * earlier ones void at once. The app's current code is asked again, so a session left open on a
 * desk cannot take the account's way back in; it is spent as a sign-in's code is. 5 tries per
 * account in 15 minutes, from any address, so a stolen token cannot guess the code.
 */
export async function recoveryCodeRoutes(app: FastifyInstance): Promise<void> {
  const key = app.config.jwtSecret;
  const renewLimits = rateLimited(limiter(app, 'recoveryCodes', 'account', 5, 15));

  app.post('/api/manager/totp/recovery-codes', { preHandler: [requireRole('manager'), renewLimits] }, async (request) => {
    const { totp } = renewBody.parse(request.body);
    const account = currentAccount(request);
    const target = { kind: 'account', id: account.id };
    if (!(await acceptTotp(app, account, totp))) {
      await audit(request, 'manager.recoveryCodes.refused', target, { reason: 'totpWrong' });
      throw new ApiError(400, 'BAD_USER_INPUT', 'totpWrong', undefined, undefined, 'TOTP_WRONG');
    }
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await app.store.transaction(async (tx) => {
      await storeRecoveryCodes(tx, key, account.id, codes);
      await audit(request, 'manager.recoveryCodes.renew', target, {}, { tx });
    });
    return { recoveryCodes: codes };
  });
}
