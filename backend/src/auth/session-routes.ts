import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/log.ts';
import { roles, updateAccount } from './accounts.ts';
import { currentAccount, currentClaims, requireRole } from './guard.ts';
import { revokeSession } from './revoked-tokens.ts';
import { tokenLifetimeSeconds } from './tokens.ts';

/**
 * `logout` ends the caller's login on the server: its token, and every token refreshed from the
 * same login before or after it, is refused from then on, not only forgotten by the browser; `logout/everywhere` ends every session of the account by bumping its
 * token version, as a password change does. OWASP ASVS 5.0 V7.4.1 and V7.4.4; Django's `logout()`
 * and Keycloak's "sign out all sessions" behave the same way.
 */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  for (const role of roles) {
    app.post(`/api/${role}/logout`, { preHandler: requireRole(role) }, async (request) => {
      // No token of the login outlives the newest, issued at the latest now (a refresh racing this
      // logout: a minute's margin).
      await revokeSession(app.store, currentClaims(request).sid, Date.now() + (tokenLifetimeSeconds + 60) * 1000);
      if (role === 'manager') await audit(request, 'manager.logout', { kind: 'account', id: currentAccount(request).id });
      return { ok: true };
    });

    app.post(`/api/${role}/logout/everywhere`, { preHandler: requireRole(role) }, async (request) => {
      const { id } = currentAccount(request);
      await app.store.transaction((tx) => updateAccount(tx, id, {}, true));
      if (role === 'manager') await audit(request, 'manager.logout.everywhere', { kind: 'account', id });
      return { ok: true };
    });
  }
}
