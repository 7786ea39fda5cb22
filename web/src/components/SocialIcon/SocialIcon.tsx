import { defineMessages } from 'react-intl';

type Network = 'FACEBOOK' | 'INSTAGRAM' | 'YOUTUBE';

export const socialLabels = defineMessages({
  FACEBOOK: { id: 'social.facebook' },
  INSTAGRAM: { id: 'social.instagram' },
  YOUTUBE: { id: 'social.youtube' },
});

/** A decorative network icon; the link around it carries the accessible name. */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {network === 'FACEBOOK' ? (
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3Z" />
      ) : network === 'INSTAGRAM' ? (
        <path d="M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 3.6c2.7 0 3 0 4.1.1 2.8.1 4.1 1.4 4.2 4.2.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.8-1.4 4.1-4.2 4.2-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.8-.1-4.1-1.4-4.2-4.2-.1-1.1-.1-1.4-.1-4.1s0-3 .1-4.1c.1-2.8 1.4-4.1 4.2-4.2 1.1-.1 1.4-.1 4.1-.1Zm0-1.6c-2.7 0-3.1 0-4.2.1C4.1 2.3 2.3 4.1 2.1 7.8 2 8.9 2 9.3 2 12s0 3.1.1 4.2c.2 3.7 2 5.5 5.7 5.7 1.1.1 1.5.1 4.2.1s3.1 0 4.2-.1c3.7-.2 5.5-2 5.7-5.7.1-1.1.1-1.5.1-4.2s0-3.1-.1-4.2c-.2-3.7-2-5.5-5.7-5.7C15.1 2 14.7 2 12 2Z" />
      ) : (
        <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
      )}
    </svg>
  );
}
