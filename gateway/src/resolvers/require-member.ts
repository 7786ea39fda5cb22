import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../rest/errors.ts';

/**
 * Calls on the member's own data need a member token. The context has already refused any other
 * role (FORBIDDEN) and confirmed the token with the backend, so a token here is a member's.
 */
export function requireMember({ token, lang }: GatewayContext): void {
  if (!token) throw gatewayError('UNAUTHENTICATED', lang);
}
