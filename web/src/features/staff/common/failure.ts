import { CombinedGraphQLErrors } from '@apollo/client';

/** The `extensions.reason` of a refused staff call (`LAST_MANAGER`, `DEADLINE_CHANGE_UNCONFIRMED`), or null. */
export function failureReason(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const reason = error.errors[0]?.extensions?.reason;
  return typeof reason === 'string' ? reason : null;
}
