import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accounts } from '../db/schema.ts';
import { ApiError, badInput } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { googleLinkCodeMail } from '../mail/templates.ts';
import { findAccountByGoogleSubject, findAccountById } from './accounts.ts';
import { parseInput } from './input.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { limiter, rateLimited } from './rate-limits.ts';
import { newCode, storeSecret, useCode } from './secrets.ts';
import { issueToken, readLinkToken } from './tokens.ts';

const linkToken = z.string().min(1).max(2000);
export const sendInput = z.object({ linkToken });
export const linkInput = z.object({
  linkToken,
  password: z.string().min(1).max(1024).optional(),
  code: z.string().regex(/^\d{6}$/, { error: 'validation.code' }).optional(),
});

/**
 * The proof a `link: true` answer asks for before a Google identity joins an existing account:
 * the account's password (throttled like a login, since it is one) or a 6-digit code mailed to the
 * account's address. The link token names both and stops working once the account's sessions end.
 */
export async function googleLinkRoutes(app: FastifyInstance, { throttle }: { throttle: LoginThrottle }): Promise<void> {
  const { store, config, mailer } = app;
  const key = config.jwtSecret;
  const wrongProof = () => new ApiError(400, 'BAD_USER_INPUT', 'linkProofFailed');
  // A reason of its own, so a client tells "sign in with Google again" from a wrong proof.
  const linkExpired = () => new ApiError(400, 'BAD_USER_INPUT', 'linkExpired', undefined, undefined, 'LINK_EXPIRED');

  /** The account a link token may still join, or a 400 telling the member to sign in with Google again. */
  async function target(token: string) {
    const claims = await readLinkToken(key, token);
    const account = claims ? await findAccountById(store.read, claims.accountId) : undefined;
    const ready =
      claims &&
      account &&
      account.role === 'user' &&
      account.verified &&
      account.googleSubject === null &&
      account.tokenVersion === claims.tokenVersion &&
      !(await findAccountByGoogleSubject(store.read, claims.sub));
    if (!ready) throw linkExpired();
    return { subject: claims.sub, account };
  }

  app.post('/api/user/login/social/google/link/otp/send', { preHandler: rateLimited(limiter(app, 'googleLinkCode', 'ip', 5, 10)) }, async (request) => {
    const { account } = await target(parseInput(sendInput, request.body).linkToken);
    const code = newCode();
    await store.transaction((tx) => storeSecret(tx, key, account.id, 'googleLinkCode', code, config.otpTtlSeconds));
    mailer.send(googleLinkCodeMail(requestLanguage(request), account.email, code, Math.round(config.otpTtlSeconds / 60)));
    return { ok: true };
  });

  app.post('/api/user/login/social/google/link', { preHandler: rateLimited(limiter(app, 'googleLink', 'ip', 30, 10)) }, async (request, reply) => {
    const input = parseInput(linkInput, request.body);
    if ((input.password === undefined) === (input.code === undefined)) throw badInput('validation.required', 'password, code');
    const { subject, account } = await target(input.linkToken);
    if (input.password !== undefined) {
      await throttle.reserve(request, reply, account.email, account);
      if (!(await verifyPassword(account.passwordHash, input.password))) {
        await throttle.failed(request, account.email, account);
        throw wrongProof();
      }
      await throttle.succeeded(request, account.email, account);
    } else {
      const outcome = await useCode(store, key, account.id, input.code ?? '', 'googleLinkCode');
      if (outcome === 'expired') throw new ApiError(400, 'BAD_USER_INPUT', 'codeExpired', undefined, undefined, 'CODE_EXPIRED');
      if (outcome !== 'used') throw wrongProof();
    }
    // Only while the account has no Google identity: two proofs racing link once.
    const [linked] = await store.transaction((tx) =>
      tx
        .update(accounts)
        .set({ googleSubject: subject })
        .where(and(eq(accounts.id, account.id), isNull(accounts.googleSubject)))
        .returning(),
    );
    if (!linked) throw linkExpired();
    return { token: await issueToken(key, linked) };
  });
}
