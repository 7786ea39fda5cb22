import { useIntl } from 'react-intl';
import styles from './page.module.css';

/** Why something failed, said where it happened. */
export function Failure({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <p role="alert" className={styles.error}>
      {intl.formatMessage({ id })}
    </p>
  );
}
