import { defineMessages, useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { localPath, paths } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { readRegistrationState } from './registrationState.ts';
import { AccountPage } from '../AccountPage.tsx';
import styles from '../Account.module.css';

const messages = defineMessages({
  body: { id: 'register.success.body' },
  home: { id: 'register.success.home' },
  member: { id: 'register.success.member' },
});

export default function SuccessPage() {
  const intl = useIntl();
  const lang = useLang();
  const { member, leaving } = useSession();
  const { verified } = readRegistrationState(useLocation().state);
  // Leaving (a logout under way) the page stays as it is until the session is gone.
  if (leaving && !member) return null;
  // Only right after verifying may the page say so: opened any other way, a member goes to their
  // profile and a visitor to registration's first step (or, logged out since, to log in).
  if (!verified || !member) {
    const elsewhere = member ? localPath(lang, 'user', 'profile') : verified ? paths.login(lang) : localPath(lang, 'register', 'member-data');
    return <Navigate to={elsewhere} replace />;
  }
  return (
    <AccountPage title={intl.formatMessage(pageTitles.registerSuccess)} titleId="success-title">
      <div className={styles.result}>
        <span className={styles.resultMark} aria-hidden="true">
          ✓
        </span>
        <p>{intl.formatMessage(messages.body)}</p>
        <div className={styles.actions}>
          <Link to={paths.home(lang)} className="button button-secondary">
            {intl.formatMessage(messages.home)}
          </Link>
          <Link to={localPath(lang, 'user', 'profile')} className="button button-primary">
            {intl.formatMessage(messages.member)}
          </Link>
        </div>
      </div>
    </AccountPage>
  );
}
