import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './Slogan.module.css';

const messages = defineMessages({
  label: { id: 'home.slogan.label' },
  pause: { id: 'home.slogan.pause' },
  play: { id: 'home.slogan.play' },
});

/**
 * The scrolling slogan: a CSS marquee (two copies of the text so the loop is seamless; only the
 * first is exposed to screen readers). It stops under prefers-reduced-motion, on hover and focus,
 * and with its pause button (WCAG 2.2.2). The box has a fixed height, so it never shifts layout.
 */
export function Slogan({ slogans }: { slogans: readonly string[] }) {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const line = slogans.map((text, i) => (
    <span key={i} className={styles.item}>
      {text}
    </span>
  ));
  return (
    <section className={styles.slogan} aria-label={intl.formatMessage(messages.label)} data-paused={paused}>
      <div className={styles.viewport}>
        {slogans.length > 0 ? (
          <div className={styles.track}>
            <p className={styles.copy}>{line}</p>
            <p className={styles.copy} aria-hidden="true">
              {line}
            </p>
          </div>
        ) : null}
      </div>
      {slogans.length > 0 ? (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
            {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
          <span className="visually-hidden">{intl.formatMessage(paused ? messages.play : messages.pause)}</span>
        </button>
      ) : null}
    </section>
  );
}
