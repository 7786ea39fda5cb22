import type { IncomingMessage } from 'node:http';
import { arrivalOf, requestIdOf } from '../http/arrival.ts';
import { requestLanguage } from '../i18n.ts';
import type { RestClient, RestClientFactory } from '../rest/client.ts';
import { asRequestRefusal, bearerToken, checkToken, type TokenClaims } from './token.ts';
import type { VerifiedTokens } from './verified-tokens.ts';

/**
 * Only the backend knows the secret: it confirms the token's signature and session (a forged token
 * fails closed), asked as the role the token claims, so a member's token never passes as a
 * manager's. Remembered for a while (verified-tokens.ts). Throws the refusal that fails the whole
 * request (401, 403, 503).
 */
export async function confirmToken(verifiedTokens: VerifiedTokens, rest: RestClient, token: string, claims: TokenClaims): Promise<void> {
  const confirm = claims.role === 'manager' ? () => rest.staffAccounts.info() : () => rest.userInfo();
  await verifiedTokens.verify(
    token,
    claims.exp * 1000,
    () =>
      confirm().catch((error: unknown) => {
        throw asRequestRefusal(error);
      }),
    claims.sub,
  );
}

/** Whether a request's token is a manager's the backend confirms (graphql/json-body.ts); throws as the context would. */
export function confirmsManager(restClients: RestClientFactory, verifiedTokens: VerifiedTokens) {
  return async (req: IncomingMessage & { ip?: string }): Promise<boolean> => {
    const lang = requestLanguage(req.headers);
    const token = bearerToken(req.headers.authorization, lang);
    if (token === undefined) return false;
    const claims = checkToken(token, lang);
    if (claims.role !== 'manager') return false;
    const rest = restClients.create(lang, token, req.ip ?? req.socket.remoteAddress, arrivalOf(req), requestIdOf(req));
    await confirmToken(verifiedTokens, rest, token, claims);
    return true;
  };
}
