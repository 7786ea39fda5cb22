import { defineMessages, useIntl } from 'react-intl';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { AccountPage } from '../AccountPage.tsx';
import { IncubatorApplicationList } from './IncubatorApplicationList.tsx';
import { InventionApplicationList } from './InventionApplicationList.tsx';

// What each list holds, drawn by the server with the title while the member's data is read.
const intros = defineMessages({
  invention: { id: 'member.list.inventionIntro' },
  incubator: { id: 'member.list.incubatorIntro' },
});

export function InventionListPage() {
  const intl = useIntl();
  return (
    <AccountPage title={intl.formatMessage(pageTitles.userInventionList)} titleId="invention-list-title" intro={intl.formatMessage(intros.invention)} wide>
      <InventionApplicationList />
    </AccountPage>
  );
}

export function IncubatorListPage() {
  const intl = useIntl();
  return (
    <AccountPage title={intl.formatMessage(pageTitles.userIncubatorList)} titleId="incubator-list-title" intro={intl.formatMessage(intros.incubator)} wide>
      <IncubatorApplicationList />
    </AccountPage>
  );
}
