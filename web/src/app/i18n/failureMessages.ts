import { defineMessages } from 'react-intl';

// Default texts of spec §8 used when the server sends no message.
export const failureMessages = defineMessages({
  fetchFailed: { id: 'error.default.fetchFailed' },
  upstreamUnavailable: { id: 'error.upstreamUnavailable' },
  upstreamInvalid: { id: 'error.upstreamInvalid' },
});

/** The client's own text for a failure between the gateway and the backend, whatever message came with it. */
export function upstreamFailureMessage(code: string | null | undefined): typeof failureMessages.upstreamUnavailable | undefined {
  if (code === 'UPSTREAM_UNAVAILABLE') return failureMessages.upstreamUnavailable;
  if (code === 'UPSTREAM_INVALID') return failureMessages.upstreamInvalid;
  return undefined;
}
