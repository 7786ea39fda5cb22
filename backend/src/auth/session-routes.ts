import type { FastifyInstance } from 'fastify';
import { roles, updateAccount } from './accounts.ts';
import { currentAccount, currentClaims, requireRole } from './guard.ts';
import { revokeToken } from './revoked-tokens.ts';

/**
 * `logout` ends the caller's session on the server (the token is refused from then on, not only
 * forgotten by the browser); `logout/everywhere` ends every session of the account by bumping its
 * token version, as a password change does. OWASP ASVS 5.0 V7.4.1 and V7.4.4; Django's `logout()`
 * and Keycloak's "sign out all sessions" behave the same way.
 */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  for (const role of roles) {
    app.post(`/api/${role}/logout`, { preHandler: requireRole(role) }, async (request) => {
      const claims = currentClaims(request);
      revokeToken(app.db, claims.jti, claims.exp * 1000);
      return { ok: true };
    });

    app.post(`/api/${role}/logout/everywhere`, { preHandler: requireRole(role) }, async (request) => {
      updateAccount(app.db, currentAccount(request).id, {}, true);
      return { ok: true };
    });
  }
}
