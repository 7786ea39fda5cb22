import { confirmCodeInput, registerInput, resendCodeInput } from '@yip/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accounts, type AccountRow } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import { ApiError } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { registrationCodeMail, webLink } from '../mail/templates.ts';
import { findAccountByEmail, findAccountById, mailingEmail, updateAccount } from './accounts.ts';
import { parseInput } from './input.ts';
import { hashPassword } from './passwords.ts';
import { limiter, rateLimited } from './rate-limits.ts';
import { consumeLinkSecret, newCode, newLinkSecret, storeSecret, useCode } from './secrets.ts';
import { issueToken } from './tokens.ts';
import { answerUniformly } from './uniform-timing.ts';

export const exchangeInput = z.object({ otpToken: z.string().min(1).max(200) });

/** Every accepted request answers this, whatever the e-mail: nothing to enumerate. */
const accepted = { ok: true } as const;

/**
 * Registration of members (role `user`): register → code mailed → `register/otp/confirm` →
 * otpToken → `register/otp/change/token` → login token.
 */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { store, config, mailer } = app;
  const key = config.jwtSecret;
  const failed = () => new ApiError(400, 'BAD_USER_INPUT', 'verificationFailed');
  const expired = () => new ApiError(400, 'BAD_USER_INPUT', 'codeExpired', undefined, undefined, 'CODE_EXPIRED');

  // Per visitor, per visitor and address, and per address from any visitor: codes mailed to one
  // address by register and resend together, so it cannot be flooded from many visitors.
  const codesPerEmail = limiter(app, 'registrationCodes', 'email', 10, 60);
  const registerLimits = rateLimited(limiter(app, 'register', 'ip', 30, 10), limiter(app, 'register', 'ipEmail', 5, 10), codesPerEmail);
  const resendLimits = rateLimited(limiter(app, 'registerResend', 'ip', 30, 10), limiter(app, 'registerResend', 'ipEmail', 5, 10), codesPerEmail);

  /** Stores a new code for the account `write` answers (in its transaction), then mails it; none if it answers none. */
  async function sendCode(request: FastifyRequest, write: (tx: Executor) => Promise<AccountRow | undefined>): Promise<void> {
    const code = newCode();
    const account = await store.transaction(async (tx) => {
      const target = await write(tx);
      if (target) await storeSecret(tx, key, target.id, 'registerCode', code, config.otpTtlSeconds);
      return target;
    });
    if (!account) return;
    const lang = requestLanguage(request);
    const link = webLink(config.publicUrl, lang, `register/email-validate?account=${encodeURIComponent(account.email)}&code=${code}`);
    mailer.send(registrationCodeMail(lang, account.email, code, link, Math.round(config.otpTtlSeconds / 60)));
  }

  app.post('/api/user/register', { preHandler: registerLimits }, async (request, reply) => {
    const { password, email, ...typed } = parseInput(registerInput, request.body);
    const profile = { ...typed, contactEmail: mailingEmail(typed.contactEmail, email) };
    const existing = await findAccountByEmail(store.read, email);
    // Hashed in every case, so a taken e-mail costs the same time as a free one.
    const passwordHash = await hashPassword(password);
    if (!existing) {
      // A concurrent register of the same e-mail may win the insert: then it sends the code.
      await sendCode(request, async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({ ...profile, email: email.toLowerCase(), role: 'user', passwordHash, verified: false })
          .onConflictDoNothing()
          .returning();
        return account;
      });
    } else if (!existing.verified && existing.role === 'user') {
      // While the first registration's code can still be entered, a repeat only mails a fresh code:
      // the first password and profile stay, or anyone could set their own password on someone
      // else's address and wait for its owner to enter the code. Once that code's lifetime has
      // passed, the registration is abandoned and a new one replaces it, so an address registered
      // long ago by someone else does not keep its owner out.
      const abandoned = Date.parse(existing.createdAt) + config.otpTtlSeconds * 1000 < Date.now();
      const createdAt = new Date().toISOString();
      await sendCode(request, async (tx) => (abandoned ? updateAccount(tx, existing.id, { ...profile, passwordHash, createdAt }) : existing));
    }
    // A verified e-mail is left alone.
    await answerUniformly(reply);
    return accepted;
  });

  app.post('/api/user/register/otp/send', { preHandler: resendLimits }, async (request, reply) => {
    const { email } = parseInput(resendCodeInput, request.body);
    const account = await findAccountByEmail(store.read, email);
    if (account && !account.verified && account.role === 'user') await sendCode(request, async () => account);
    await answerUniformly(reply);
    return accepted;
  });

  app.post('/api/user/register/otp/confirm', { preHandler: rateLimited(limiter(app, 'registerConfirm', 'ipEmail', 10, 10)) }, async (request) => {
    const { email, otp } = parseInput(confirmCodeInput, request.body);
    const account = await findAccountByEmail(store.read, email);
    const pending = account && !account.verified && account.role === 'user' ? account : undefined;
    const outcome = await useCode(store, key, pending?.id, otp);
    if (outcome === 'expired') throw expired();
    if (outcome !== 'used' || !pending) throw failed();
    const otpToken = newLinkSecret();
    await store.transaction(async (tx) => {
      await updateAccount(tx, pending.id, { verified: true });
      await storeSecret(tx, key, pending.id, 'registerExchange', otpToken, config.otpTtlSeconds);
    });
    return { otpToken };
  });

  app.post('/api/user/register/otp/change/token', async (request) => {
    const { otpToken } = parseInput(exchangeInput, request.body);
    const accountId = await consumeLinkSecret(store, key, 'registerExchange', otpToken);
    const account = accountId === undefined ? undefined : await findAccountById(store.read, accountId);
    if (!account) throw failed();
    return { token: await issueToken(key, account) };
  });
}
