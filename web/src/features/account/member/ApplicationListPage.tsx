import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { localPath } from '../../../app/paths.ts';
import { AccountPage } from '../AccountPage.tsx';
import { InventionApplicationList } from './InventionApplicationList.tsx';
import styles from '../Account.module.css';

const messages = defineMessages({
  empty: { id: 'member.list.empty' },
  applyIncubator: { id: 'member.list.applyIncubator' },
});

// The member's incubator applications. Until its apply screens exist there is nothing to list: the
// empty state points to where applying starts.
function EmptyApplicationList({ title, titleId, applyPath, applyLabel }: { title: MessageDescriptor; titleId: string; applyPath: string; applyLabel: MessageDescriptor }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <AccountPage title={intl.formatMessage(title)} titleId={titleId} wide>
      <div className={styles.empty}>
        <p>{intl.formatMessage(messages.empty)}</p>
        <Link to={localPath(lang, applyPath)} className="button button-primary">
          {intl.formatMessage(applyLabel)}
        </Link>
      </div>
    </AccountPage>
  );
}

export function InventionListPage() {
  const intl = useIntl();
  return (
    <AccountPage title={intl.formatMessage(pageTitles.userInventionList)} titleId="invention-list-title" wide>
      <InventionApplicationList />
    </AccountPage>
  );
}

export function IncubatorListPage() {
  return <EmptyApplicationList title={pageTitles.userIncubatorList} titleId="incubator-list-title" applyPath="incubator-apply" applyLabel={messages.applyIncubator} />;
}
