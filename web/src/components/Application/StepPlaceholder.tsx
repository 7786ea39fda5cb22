import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './Apply.module.css';

const messages = defineMessages({ needsJavaScript: { id: 'apply.needsJavaScript' } });

/**
 * The step's place until its form is there: its card with the paragraphs the form opens with,
 * where the form will put them (the largest text of the first screen, painted from the server's
 * HTML, so the form brings no larger one), its space held. Without JavaScript the form never
 * comes: the card says so.
 */
export function StepPlaceholder({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={children ? `${styles.form} ${styles.loading}` : styles.loading} aria-busy="true">
      {children}
      <noscript>
        <p className={styles.notice}>{intl.formatMessage(messages.needsJavaScript)}</p>
      </noscript>
    </div>
  );
}
