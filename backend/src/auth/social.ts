import { googleLoginInput, socialCompleteInput } from '@yip/rules';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { createAccount, findAccountByEmail, updateAccount } from './accounts.ts';
import { accounts } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { createGoogleVerifier } from './google.ts';
import { parseInput } from './input.ts';
import { limiter, rateLimited } from './rate-limits.ts';
import { issueSocialToken, issueToken, readSocialToken } from './tokens.ts';

/**
 * `login/social/google`: a verified Google ID token logs a linked member in, links a verified local
 * account with the same verified e-mail, or starts a sign-up (`register: true`) that `PATCH`
 * completes with the member data. Other providers are unknown routes.
 */
export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const verify = createGoogleVerifier(config.google);

  // The body carries an ID token, not an e-mail: the limit is per visitor.
  app.post('/api/user/login/social/google', { preHandler: rateLimited(limiter(app, 'ip', 10, 1)) }, async (request) => {
    const { idToken, nonce } = parseInput(googleLoginInput, request.body);
    const identity = await verify(idToken, nonce);
    const linked = db.select().from(accounts).where(eq(accounts.googleSubject, identity.sub)).get();
    if (linked) {
      if (linked.role !== 'user') throw new ApiError(401, 'UNAUTHENTICATED', 'socialLoginFailed');
      return { token: await issueToken(config.jwtSecret, linked) };
    }
    // Without a verified address at Google, the address proves nothing: no sign-up, no linking.
    if (!identity.email || identity.email_verified !== true) throw new ApiError(401, 'UNAUTHENTICATED', 'socialLoginFailed');
    const email = identity.email.toLowerCase();
    const local = findAccountByEmail(db, email);
    if (local) {
      // Linking an unverified local account would hand it to whoever registered it first.
      if (!local.verified || local.role !== 'user' || local.googleSubject) throw new ApiError(409, 'CONFLICT', 'socialAccountExists');
      const account = updateAccount(db, local.id, { googleSubject: identity.sub });
      return { token: await issueToken(config.jwtSecret, account) };
    }
    const profile = { email, firstName: identity.given_name ?? '', lastName: identity.family_name ?? '' };
    return { register: true, profile, socialToken: await issueSocialToken(config.jwtSecret, identity.sub, profile) };
  });

  app.patch('/api/user/login/social/google', async (request, reply) => {
    const { socialToken, ...profile } = parseInput(socialCompleteInput, request.body);
    const claims = await readSocialToken(config.jwtSecret, socialToken);
    if (!claims) throw new ApiError(401, 'UNAUTHENTICATED', 'socialLoginFailed');
    const taken = findAccountByEmail(db, claims.email) ?? db.select().from(accounts).where(eq(accounts.googleSubject, claims.sub)).get();
    if (taken) throw new ApiError(409, 'CONFLICT', 'emailTaken');
    const account = await createAccount(db, { ...profile, role: 'user', email: claims.email, googleSubject: claims.sub, verified: true });
    return reply.status(201).send({ token: await issueToken(config.jwtSecret, account) });
  });
}
