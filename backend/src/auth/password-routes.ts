import { changePasswordInput, forgotPasswordInput, resetPasswordInput, setPasswordInput } from '@yip/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { passwordResetMail, webLink } from '../mail/templates.ts';
import { findAccountByEmail, findAccountById, roles, updateAccount, type AccountChanges } from './accounts.ts';
import { currentAccount, requireRole } from './guard.ts';
import { parseInput } from './input.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { limiter, rateLimited } from './rate-limits.ts';
import { consumeLinkSecret, newLinkSecret, storeSecret, voidSecrets } from './secrets.ts';
import { issueResetToken, issueToken, readResetToken } from './tokens.ts';
import { answerUniformly } from './uniform-timing.ts';

export const exchangeInput = z.object({ otpToken: z.string().min(1).max(200) });
const bearerPattern = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/**
 * Forgot password (link mailed → exchanged for a reset token → `password/reset` with it as
 * bearer), change (knowing the old one) and update (first password of a Google account).
 */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { store, config, mailer } = app;
  const key = config.jwtSecret;
  const invalidLink = () => new ApiError(400, 'BAD_USER_INPUT', 'invalidResetLink');

  /**
   * A new password ends every session and voids every outstanding secret, so an older reset link
   * (or code) cannot set the password back (issue 11, item 5).
   */
  const savePassword = (accountId: number, changes: AccountChanges) =>
    store.transaction(async (tx) => {
      const account = await updateAccount(tx, accountId, changes, true);
      await voidSecrets(tx, accountId);
      return account;
    });

  // Shared by both roles: one visitor's requests, one visitor's on one address, and every request
  // for one address (so it cannot be flooded with reset mails from many visitors).
  const forgotLimits = rateLimited(limiter(app, 'forgotPassword', 'ip', 20, 10), limiter(app, 'forgotPassword', 'ipEmail', 5, 10), limiter(app, 'forgotPassword', 'email', 10, 60));

  for (const role of roles) {
    app.post(`/api/${role}/password/forgot/otp/send`, { preHandler: forgotLimits }, async (request, reply) => {
      const { email } = parseInput(forgotPasswordInput, request.body);
      const account = await findAccountByEmail(store.read, email);
      if (account?.role === role) {
        const secret = newLinkSecret();
        await store.transaction((tx) => storeSecret(tx, key, account.id, 'resetLink', secret, config.resetLinkTtlSeconds));
        const lang = requestLanguage(request);
        const link = webLink(config.publicUrl, lang, `reset-password/${secret}`);
        mailer.send(passwordResetMail(lang, account.email, link, Math.round(config.resetLinkTtlSeconds / 60)));
      }
      // The same answer, after the same time, whether or not the e-mail has an account.
      await answerUniformly(reply);
      return { ok: true };
    });

    app.post(`/api/${role}/password/forgot/otp/change/token`, async (request) => {
      const { otpToken } = parseInput(exchangeInput, request.body);
      const accountId = await consumeLinkSecret(store, key, 'resetLink', otpToken);
      const account = accountId === undefined ? undefined : await findAccountById(store.read, accountId);
      if (!account || account.role !== role) throw invalidLink();
      return { token: await issueResetToken(key, account) };
    });

    app.post(`/api/${role}/password/reset`, async (request) => {
      const bearer = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
      const claims = bearer ? await readResetToken(key, bearer) : undefined;
      const account = claims ? await findAccountById(store.read, Number(claims.sub)) : undefined;
      // The token version makes the reset token single-use: the reset below bumps it.
      if (!claims || !account || account.role !== role || account.tokenVersion !== claims.tokenVersion) throw invalidLink();
      const { password } = parseInput(resetPasswordInput, request.body);
      // The link reached the mailbox, which proves the address as well as a registration code does.
      await savePassword(account.id, { passwordHash: await hashPassword(password), passwordSet: true, verified: true });
      return { ok: true };
    });

    app.post(`/api/${role}/password/change`, { preHandler: requireRole(role) }, async (request) => {
      const { oldPassword, password } = parseInput(changePasswordInput, request.body);
      const account = currentAccount(request);
      if (!account.passwordSet) throw new ApiError(409, 'CONFLICT', 'noPassword');
      if (!(await verifyPassword(account.passwordHash, oldPassword))) throw new ApiError(400, 'BAD_USER_INPUT', 'wrongPassword');
      const updated = await savePassword(account.id, { passwordHash: await hashPassword(password) });
      return { token: await issueToken(key, updated) };
    });

    app.post(`/api/${role}/password/update`, { preHandler: requireRole(role) }, async (request) => {
      const { password } = parseInput(setPasswordInput, request.body);
      const account = currentAccount(request);
      if (account.passwordSet) throw new ApiError(409, 'CONFLICT', 'passwordAlreadySet');
      const updated = await savePassword(account.id, { passwordHash: await hashPassword(password), passwordSet: true });
      return { token: await issueToken(key, updated) };
    });
  }
}
