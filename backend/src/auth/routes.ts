import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { findAccountByEmail, presentAccount, roles } from './accounts.ts';
import { currentAccount, requireRole } from './guard.ts';
import { verifyNothing, verifyPassword } from './passwords.ts';
import { issueToken } from './tokens.ts';

const loginBody = z.strictObject({
  email: z.string().trim().min(1).max(320),
  // Capped so a huge body cannot make hashing expensive.
  password: z.string().min(1).max(1024),
});

function loginRateKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

/** `POST /api/{role}/login` and `GET /api/{role}/info`; the other auth calls come with accounts. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  for (const role of roles) {
    app.post(
      `/api/${role}/login`,
      {
        config: {
          // preHandler, so the key can include the e-mail from the parsed body.
          rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: loginRateKey },
        },
      },
      async (request) => {
        const { email, password } = loginBody.parse(request.body);
        const account = findAccountByEmail(app.db, email);
        const passwordOk = account ? await verifyPassword(account.passwordHash, password) : await verifyNothing(password);
        // One answer for unknown e-mail, wrong password and wrong role: nothing to enumerate.
        if (!account || !passwordOk || account.role !== role) {
          throw new ApiError(401, 'UNAUTHENTICATED', 'loginFailed');
        }
        if (!account.verified) throw new ApiError(403, 'ACCOUNT_NOT_VERIFIED', 'accountNotVerified');
        return { token: await issueToken(app.config.jwtSecret, account) };
      },
    );

    app.get(`/api/${role}/info`, { preHandler: requireRole(role) }, async (request) =>
      presentAccount(currentAccount(request)),
    );
  }
}
