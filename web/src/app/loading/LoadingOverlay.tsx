import { defineMessages, useIntl } from 'react-intl';
import styles from './Loading.module.css';

const messages = defineMessages({ loading: { id: 'app.loading' } });

export function LoadingOverlay() {
  const intl = useIntl();
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage(messages.loading)}</span>
    </div>
  );
}
