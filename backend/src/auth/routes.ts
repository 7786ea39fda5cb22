import { loginCodeInput, profileInput } from '@yip/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit/log.ts';
import { ApiError } from '../errors.ts';
import { createAccount, findAccountByEmail, mailingEmail, presentAccount, roles, updateAccount } from './accounts.ts';
import { currentAccount, currentClaims, requireRole } from './guard.ts';
import { parseInput } from './input.ts';
import { verifyNothing, verifyPassword } from './passwords.ts';
import { passwordRoutes } from './password-routes.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { limiter, rateLimited } from './rate-limits.ts';
import { registrationRoutes } from './registration.ts';
import { sessionRoutes } from './session-routes.ts';
import { enrolmentRoutes, recoveryCodeRoutes, requireSecondFactor, secondFactorFields } from './second-factor.ts';
import { socialRoutes } from './social.ts';
import { staffRoutes } from './staff.ts';
import { useCode } from './secrets.ts';
import { answerUniformly } from './uniform-timing.ts';
import { issueToken } from './tokens.ts';

export const loginBody = z.strictObject({
  email: z.string().trim().min(1).max(320),
  // Capped so a huge body cannot make hashing expensive.
  password: z.string().min(1).max(1024),
  // A manager's second factor (second-factor.ts); a member's login ignores them.
  ...secondFactorFields,
});

/** A manager's login code (sent during the lock) still needs the second factor beside it. */
const codeSecondFactor = z.object(secondFactorFields);

/** What a manager sends to create an account: verified at once, with a password they hand over. */
const createBody = z.strictObject({
  role: z.enum(roles).default('user'),
  email: z.email().max(320),
  password: z.string().min(8).max(1024),
  firstName: z.string().max(50).default(''),
  lastName: z.string().max(50).default(''),
  mobile: z.string().max(20).optional(),
  birthday: z.iso.date().optional(),
  contactEmail: z.email().max(320).optional(),
  subscribed: z.boolean().default(false),
});

/** The auth table of spec §7 under `/api/{role}/…`. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  // One visitor's logins on any address (so one visitor cannot try a password on many e-mails),
  // and their guesses at one address; both roles count together.
  const loginLimits = rateLimited(limiter(app, 'login', 'ip', 100, 10), limiter(app, 'login', 'ipEmail', 10, 1));
  const codeLimits = rateLimited(limiter(app, 'loginCode', 'ip', 30, 10), limiter(app, 'loginCode', 'ipEmail', 10, 10));

  // Per account, from any address: a growing lock that never keeps the member out (login-throttle.ts).
  const throttle = createLoginThrottle(app);

  for (const role of roles) {
    app.post(`/api/${role}/login`, { preHandler: loginLimits }, async (request, reply) => {
      const { email, password, ...proof } = loginBody.parse(request.body);
      const account = await findAccountByEmail(app.store.read, email);
      const gate = await throttle.reserveLogin(request, email, account);
      const passwordOk = account ? await verifyPassword(account.passwordHash, password) : await verifyNothing(password);
      // A deactivated manager is refused as a wrong password is: nothing to enumerate.
      const right = account !== undefined && passwordOk && account.role === role && account.active;
      // Managers' sign-ins are audited, refusals by reason (never the password); members' are not.
      const refused = (reason: string) =>
        role === 'manager' ? audit(request, 'manager.login.refused', account && { kind: 'account', id: account.id }, { reason }, { actor: account ?? { email: email.trim().toLowerCase() } }) : undefined;
      if (gate === 'locked') {
        await refused('locked');
        // One answer whatever the password, so a guess during the lock tells nothing; only the
        // right password mails the code that lets the member in (login-throttle.ts).
        if (right && account.verified) await throttle.mailCode(request, email, account);
        await answerUniformly(reply);
        throw new ApiError(401, 'UNAUTHENTICATED', 'loginCodeSent', undefined, undefined, 'EMAIL_CODE_SENT');
      }
      // One answer for unknown e-mail, wrong password and wrong role: nothing to enumerate.
      if (!right) {
        await refused(account && passwordOk && !account.active ? 'deactivated' : 'password');
        await throttle.failed(request, email, account);
        throw new ApiError(401, 'UNAUTHENTICATED', 'loginFailed');
      }
      const secondFactor = role === 'manager' ? await requireSecondFactor(app, throttle, request, account, proof) : undefined;
      const deviceToken = await throttle.succeeded(request, email, account);
      if (secondFactor) await audit(request, 'manager.login', { kind: 'account', id: account.id }, { secondFactor }, { actor: account });
      if (!account.verified) throw new ApiError(403, 'ACCOUNT_NOT_VERIFIED', 'accountNotVerified');
      return { token: await issueToken(app.config.jwtSecret, account), deviceToken };
    });

    // The code mailed by a login during the lock: single use, `otpTtlSeconds`, 5 tries (secrets.ts).
    app.post(`/api/${role}/login/code`, { preHandler: codeLimits }, async (request) => {
      const { email, code } = parseInput(loginCodeInput, request.body);
      const account = await findAccountByEmail(app.store.read, email);
      const target = account && account.role === role && account.verified && account.active ? account : undefined;
      const outcome = await useCode(app.store, app.config.jwtSecret, target?.id, code, 'loginCode');
      if (outcome === 'expired') throw new ApiError(400, 'BAD_USER_INPUT', 'loginCodeExpired', undefined, undefined, 'CODE_EXPIRED');
      if (outcome !== 'used' || !target) throw new ApiError(400, 'BAD_USER_INPUT', 'loginCodeFailed');
      const secondFactor = role === 'manager' ? await requireSecondFactor(app, throttle, request, target, codeSecondFactor.parse(request.body)) : undefined;
      const deviceToken = await throttle.succeeded(request, email, target);
      if (secondFactor) await audit(request, 'manager.login', { kind: 'account', id: target.id }, { secondFactor, loginCode: true }, { actor: target });
      return { token: await issueToken(app.config.jwtSecret, target), deviceToken };
    });

    app.get(`/api/${role}/info`, { preHandler: requireRole(role) }, async (request) => presentAccount(currentAccount(request)));

    // The claims carry the names, so a profile change answers a new token of the same login; other sessions end.
    app.put(`/api/${role}/info`, { preHandler: requireRole(role) }, async (request) => {
      const changes = parseInput(profileInput, request.body);
      const caller = currentAccount(request);
      const contactEmail = mailingEmail(changes.contactEmail, caller.email);
      const account = await app.store.transaction((tx) => updateAccount(tx, caller.id, { ...changes, contactEmail }, true));
      return { token: await issueToken(app.config.jwtSecret, account, currentClaims(request).sid) };
    });

    // The new token continues the login, so logout ends the older one with it. The older one is
    // left to run out rather than revoked: a request sent with it a moment before the renewal
    // answered must not end the session, and it lives no longer than it would have anyway. A
    // manager's console renews only while the officer works (web features/staff/session/idle.ts).
    app.post(`/api/${role}/token/refresh`, { preHandler: requireRole(role) }, async (request) => ({
      token: await issueToken(app.config.jwtSecret, currentAccount(request), currentClaims(request).sid),
    }));
  }

  app.post('/api/manager/create', { preHandler: requireRole('manager') }, async (request, reply) => {
    const input = createBody.parse(request.body);
    if (await findAccountByEmail(app.store.read, input.email)) throw new ApiError(409, 'CONFLICT', 'emailTaken');
    const account = await createAccount(app.store, { ...input, verified: true });
    await audit(request, 'account.create', { kind: 'account', id: account.id }, { role: account.role, email: account.email });
    return reply.status(201).send(presentAccount(account));
  });

  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(sessionRoutes);
  await app.register(socialRoutes, { throttle });
  await app.register(enrolmentRoutes, { throttle });
  await app.register(recoveryCodeRoutes);
  await app.register(staffRoutes);
}
