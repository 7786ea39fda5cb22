import type { MessageDescriptor } from 'react-intl';
import { toFailure } from '../../../app/apollo.ts';

/**
 * What a failed sign-in step says: the gateway's message in the request's language (a wrong code,
 * the backend's slowing after five), else the screen's own text.
 */
export function failureText(error: unknown, fallback: MessageDescriptor, format: (d: MessageDescriptor) => string): string {
  const failure = toFailure(error);
  return failure.code === 'UPSTREAM_UNAVAILABLE' || !failure.message ? format(fallback) : failure.message;
}
