import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath } from '../../../app/paths.ts';
import { useHydrated } from '../../../app/ssr/clientValues.tsx';
import { ApplicationList, ApplicationListItem } from '../../../components/Application/ApplicationListItem.tsx';
import { useMyInventionApplicationsQuery } from './inventionList.generated.ts';

const messages = defineMessages({
  apply: { id: 'member.list.applyInvention' },
  continueEditing: { id: 'member.list.continueEditing' },
  view: { id: 'member.list.view' },
});

/**
 * The member's competition applications (spec §2: team name, registration number, status): a
 * draft links back into its form, a submitted one to its read-only view.
 */
export function InventionApplicationList() {
  const intl = useIntl();
  const lang = useLang();
  // A member's own data: always the server's current answer, never a restored cache; read once
  // hydrated (the server renders the page for a visitor), the list's place saying it is loading.
  const hydrated = useHydrated();
  const { data, loading } = useMyInventionApplicationsQuery({ fetchPolicy: 'network-only', skip: !hydrated });
  const applications = data?.myInventionApplications ?? [];

  return (
    <ApplicationList
      loading={(loading || !hydrated) && !data}
      count={applications.length}
      apply={{ to: localPath(lang, 'invention-apply'), label: intl.formatMessage(messages.apply) }}
    >
      {applications.map((application) => {
        const submitted = application.status !== 'DRAFT';
        return (
          <ApplicationListItem
            key={application.id}
            application={application}
            actions={(nameId) => (
              <Link
                to={localPath(lang, 'invention-apply', submitted ? 'confirm' : 'team-data', application.id)}
                className={submitted ? 'button button-secondary' : 'button button-primary'}
                aria-describedby={nameId}
              >
                {intl.formatMessage(submitted ? messages.view : messages.continueEditing)}
              </Link>
            )}
          />
        );
      })}
    </ApplicationList>
  );
}
