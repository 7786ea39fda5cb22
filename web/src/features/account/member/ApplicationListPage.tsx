import { useIntl } from 'react-intl';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { AccountPage } from '../AccountPage.tsx';
import { IncubatorApplicationList } from './IncubatorApplicationList.tsx';
import { InventionApplicationList } from './InventionApplicationList.tsx';

export function InventionListPage() {
  const intl = useIntl();
  return (
    <AccountPage title={intl.formatMessage(pageTitles.userInventionList)} titleId="invention-list-title" wide>
      <InventionApplicationList />
    </AccountPage>
  );
}

export function IncubatorListPage() {
  const intl = useIntl();
  return (
    <AccountPage title={intl.formatMessage(pageTitles.userIncubatorList)} titleId="incubator-list-title" wide>
      <IncubatorApplicationList />
    </AccountPage>
  );
}
