import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { localPath, paths } from '../../../app/paths.ts';
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
