import { defineMessages } from 'react-intl';

// Default texts of spec §8 used when the server sends no message.
export const failureMessages = defineMessages({
  fetchFailed: { id: 'error.default.fetchFailed' },
  upstreamUnavailable: { id: 'error.upstreamUnavailable' },
});
