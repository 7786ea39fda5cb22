import { resetPasswordInput } from '@yip/rules';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit/log.ts';
import { first } from '../db/first.ts';
import { accounts, recoveryCodes, type AccountRow } from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { managerInviteMail, webLink } from '../mail/templates.ts';
import { findAccountByEmail, findAccountById, updateAccount } from './accounts.ts';
import { requireRole } from './guard.ts';
import { parseInput } from './input.ts';
import { hashPassword } from './passwords.ts';
import { limiter, rateLimited } from './rate-limits.ts';
import { offerEnrolment } from './second-factor.ts';
import { consumeLinkSecret, newLinkSecret, storeSecret, voidSecrets } from './secrets.ts';

/** An invitation link works for a week, once. */
export const inviteTtlDays = 7;

export const inviteBody = z.strictObject({ email: z.email().max(320), lang: z.enum(['zhTw', 'en']) });
export const acceptBody = z.strictObject({ token: z.string().min(1).max(200), password: z.string() });
const idParams = z.object({ id: z.coerce.number().int().positive() });

const presentManager = (account: AccountRow) => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  active: account.active,
  enrolled: account.totpSecret !== null,
  // Invited, and the invitation not yet accepted (no password chosen).
  invited: !account.passwordSet,
});

const invalidInvite = () => new ApiError(400, 'BAD_USER_INPUT', 'invalidInvite', undefined, undefined, 'INVALID_INVITE');

/**
 * Staff accounts (issue 20 item 2): the list, invitations (an account with no password yet and a
 * mailed single-use link that sets it, then the authenticator's enrolment), and deactivation, which
 * ends the manager's sessions and sign-ins but never leaves the site without an active manager. A
 * deactivated manager comes back only by a new invitation: a new password and a new authenticator,
 * so nothing from before the deactivation (a leaked password, an old phone) lets anyone back in.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { store, config, mailer } = app;
  const key = config.jwtSecret;
  const manager = { preHandler: requireRole('manager') };

  app.get('/api/manager/list', manager, async () => {
    const rows = await store.read.select().from(accounts).where(eq(accounts.role, 'manager')).orderBy(asc(accounts.id));
    return { items: rows.map(presentManager), total: rows.length };
  });

  app.post('/api/manager/invite', manager, async (request, reply) => {
    const { email, lang } = inviteBody.parse(request.body);
    const existing = await findAccountByEmail(store.read, email);
    // A pending invitation may be sent again (the earlier link stops working), and a deactivated
    // manager invited back; an active manager's or anyone else's address is taken.
    if (existing && (existing.role !== 'manager' || (existing.passwordSet && existing.active))) throw new ApiError(409, 'CONFLICT', 'emailTaken');
    const reactivated = existing !== undefined && !existing.active;
    const secret = newLinkSecret();
    // The account waits without a password (its hash is of random bytes) until the invitation is accepted.
    const placeholderHash = await hashPassword(newLinkSecret());
    const invited = await store.transaction(async (tx) => {
      // Invited back: the old password, authenticator and sessions are void; the invitee sets and enrols new ones.
      const [account] = reactivated
        ? [await updateAccount(tx, existing.id, { active: true, passwordHash: placeholderHash, passwordSet: false, totpSecret: null, totpLastStep: null }, true)]
        : existing
          ? await tx.update(accounts).set({ active: true }).where(eq(accounts.id, existing.id)).returning()
          : await tx
              .insert(accounts)
              .values({ role: 'manager', email: email.trim().toLowerCase(), passwordHash: placeholderHash, passwordSet: false, verified: true })
              .returning();
      if (!account) throw notFound();
      if (reactivated) await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, account.id));
      await storeSecret(tx, key, account.id, 'managerInvite', secret, inviteTtlDays * 86_400);
      await audit(request, 'manager.invite', { kind: 'account', id: account.id }, { email: account.email, lang, ...(reactivated ? { reactivated } : {}) }, { tx });
      return account;
    });
    mailer.send(managerInviteMail(lang, invited.email, webLink(config.publicUrl, lang, `staff/invite?token=${secret}`), inviteTtlDays));
    return reply.status(201).send(presentManager(invited));
  });

  // Per visitor: the link's secret is 256 bits, the limit only keeps hashing cheap for the server.
  app.post('/api/manager/invite/accept', { preHandler: rateLimited(limiter(app, 'inviteAccept', 'ip', 20, 10)) }, async (request) => {
    const body = acceptBody.parse(request.body);
    const { password } = parseInput(resetPasswordInput, { password: body.password });
    const passwordHash = await hashPassword(password);
    const accountId = await consumeLinkSecret(store, key, 'managerInvite', body.token);
    const account = accountId === undefined ? undefined : await findAccountById(store.read, accountId);
    if (!account || account.role !== 'manager' || !account.active || account.passwordSet) throw invalidInvite();
    const accepted = await store.transaction(async (tx) => {
      const updated = await updateAccount(tx, account.id, { passwordHash, passwordSet: true }, true);
      await audit(request, 'manager.invite.accept', { kind: 'account', id: account.id }, {}, { actor: account, tx });
      return updated;
    });
    // Signed in only once the authenticator is enrolled (POST /api/manager/totp/enrol).
    return { enrolment: await offerEnrolment(app, accepted) };
  });

  app.post('/api/manager/:id/deactivate', manager, async (request) => {
    const { id } = idParams.parse(request.params);
    // Under one lock, so two managers deactivating each other at once cannot leave none.
    const outcome = await store.transaction(async (tx) => {
      const target = await first(tx.select().from(accounts).where(and(eq(accounts.id, id), eq(accounts.role, 'manager'))));
      if (!target) return 'notFound' as const;
      if (!target.active) return target;
      const [others] = await tx
        .select({ value: count() })
        .from(accounts)
        .where(and(eq(accounts.role, 'manager'), eq(accounts.active, true), ne(accounts.id, id)));
      if ((others?.value ?? 0) === 0) return 'last' as const;
      const updated = await updateAccount(tx, id, { active: false }, true);
      await voidSecrets(tx, id);
      await audit(request, 'manager.deactivate', { kind: 'account', id }, { email: target.email }, { tx });
      return updated;
    }, { lock: 'managers' });
    if (outcome === 'notFound') throw notFound();
    if (outcome === 'last') throw new ApiError(409, 'LAST_MANAGER', 'lastManager');
    return presentManager(outcome);
  });
}
