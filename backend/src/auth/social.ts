import { googleLoginInput, socialCompleteInput } from '@yip/rules';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { createAccount, findAccountByEmail, findAccountByGoogleSubject } from './accounts.ts';
import { googleLinkRoutes } from './google-link.ts';
import { createGoogleVerifier } from './google.ts';
import { useIdTokenOnce } from './id-token-replay.ts';
import { parseInput } from './input.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { limiter, rateLimited } from './rate-limits.ts';
import { issueLinkToken, issueSocialToken, issueToken, readSocialToken } from './tokens.ts';

/**
 * `login/social/google`: a verified Google ID token (each usable once) logs a linked member in,
 * starts a sign-up (`register: true`) that `PATCH` completes with the member data, or — when its
 * verified e-mail is a verified local account's — answers `link: true` with a link token: the
 * account is linked only once the member proves it (`google-link.ts`), as Keycloak's first broker
 * login asks to re-authenticate before linking, so a Google account holding the address cannot take
 * the local account over. Other providers are unknown routes.
 */
export async function socialRoutes(app: FastifyInstance, { throttle }: { throttle: LoginThrottle }): Promise<void> {
  const { store, config } = app;
  const verify = createGoogleVerifier(config.google);
  const refused = () => new ApiError(401, 'UNAUTHENTICATED', 'socialLoginFailed');

  // The body carries an ID token, not an e-mail: the limit is per visitor.
  app.post('/api/user/login/social/google', { preHandler: rateLimited(limiter(app, 'googleLogin', 'ip', 10, 1)) }, async (request) => {
    const { idToken, nonce } = parseInput(googleLoginInput, request.body);
    const identity = await verify(idToken, nonce);
    if (!(await useIdTokenOnce(store, config.google.issuer, identity))) throw refused();
    const linked = await findAccountByGoogleSubject(store.read, identity.sub);
    if (linked) {
      if (linked.role !== 'user') throw refused();
      return { token: await issueToken(config.jwtSecret, linked) };
    }
    // Without a verified address at Google, the address proves nothing: no sign-up, no linking.
    if (!identity.email || identity.email_verified !== true) throw refused();
    const email = identity.email.toLowerCase();
    const local = await findAccountByEmail(store.read, email);
    if (local) {
      // Linking an unverified local account would hand it to whoever registered it first.
      if (!local.verified || local.role !== 'user' || local.googleSubject) throw new ApiError(409, 'CONFLICT', 'socialAccountExists');
      return { link: true, email: local.email, linkToken: await issueLinkToken(config.jwtSecret, identity.sub, local) };
    }
    const profile = { email, firstName: identity.given_name ?? '', lastName: identity.family_name ?? '' };
    return { register: true, profile, socialToken: await issueSocialToken(config.jwtSecret, identity.sub, profile) };
  });

  app.patch('/api/user/login/social/google', async (request, reply) => {
    const { socialToken, ...profile } = parseInput(socialCompleteInput, request.body);
    const claims = await readSocialToken(config.jwtSecret, socialToken);
    if (!claims) throw refused();
    const taken = (await findAccountByEmail(store.read, claims.email)) ?? (await findAccountByGoogleSubject(store.read, claims.sub));
    if (taken) throw new ApiError(409, 'CONFLICT', 'emailTaken');
    const account = await createAccount(store, { ...profile, role: 'user', email: claims.email, googleSubject: claims.sub, verified: true });
    return reply.status(201).send({ token: await issueToken(config.jwtSecret, account) });
  });

  await app.register(googleLinkRoutes, { throttle });
}

