import { CombinedGraphQLErrors } from '@apollo/client';

/** The `extensions.code` and `extensions.reason` of a refused operation (null when it was not refused). */
export function refusal(error: unknown): { code: string | null; reason: string | null } {
  if (!CombinedGraphQLErrors.is(error)) return { code: null, reason: null };
  const extensions = error.errors[0]?.extensions ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { code: text(extensions.code), reason: text(extensions.reason) };
}

/** The `extensions.reason` of a refused staff call (`LAST_MANAGER`, `DEADLINE_CHANGE_UNCONFIRMED`), or null. */
export const failureReason = (error: unknown): string | null => refusal(error).reason;

/** The message id telling the officer why an operation failed. */
export function failureMessageId(error: unknown): string {
  const { code } = refusal(error);
  if (code === 'CONFLICT') return 'staff.error.conflict';
  if (code === 'BAD_USER_INPUT') return 'staff.error.invalid';
  if (code === 'NOT_FOUND') return 'staff.error.notFound';
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return 'staff.error.forbidden';
  return 'staff.error.unknown';
}
