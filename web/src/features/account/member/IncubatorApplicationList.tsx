import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath } from '../../../app/paths.ts';
import { useHydrated } from '../../../app/ssr/clientValues.tsx';
import { ApplicationList, ApplicationListItem } from '../../../components/Application/ApplicationListItem.tsx';
import { TaipeiTime } from '../../../components/Application/RegistrationFacts.tsx';
import type { ApplicationStatus } from '../../../generated/types.ts';
import { useMyIncubatorApplicationsQuery } from './incubatorList.generated.ts';

const messages = defineMessages({
  apply: { id: 'member.list.applyIncubator' },
  continueEditing: { id: 'member.list.continueEditing' },
  view: { id: 'member.list.view' },
  uploadFinal: { id: 'member.list.uploadFinal' },
  finalFile: { id: 'member.list.finalFile' },
});

/** Where each status leads (spec §4): a draft to its form, Upload Final to the upload, the others to their view. */
const actionOf: Record<ApplicationStatus, { path: (id: string) => string[]; label: keyof typeof messages; primary: boolean }> = {
  DRAFT: { path: (id) => ['incubator-apply', 'team-data', id], label: 'continueEditing', primary: true },
  SUBMITTED: { path: (id) => ['incubator-apply', 'confirm', id], label: 'view', primary: false },
  FINAL_UPLOAD: { path: (id) => ['incubator-final', 'upload', id], label: 'uploadFinal', primary: true },
  FINAL_ENTERED: { path: (id) => ['incubator-final', 'complete', id], label: 'view', primary: false },
};

/**
 * The member's incubator applications (spec §2: team name, registration number, status label), each
 * with what it offers next; an application in the final shows its uploaded file's name and time.
 */
export function IncubatorApplicationList() {
  const intl = useIntl();
  const lang = useLang();
  // A member's own data: always the server's current answer, never a restored cache; read once
  // hydrated (the server renders the page for a visitor), the list's place saying it is loading.
  const hydrated = useHydrated();
  const { data, loading } = useMyIncubatorApplicationsQuery({ fetchPolicy: 'network-only', skip: !hydrated });
  const applications = data?.myIncubatorApplications ?? [];

  return (
    <ApplicationList
      loading={(loading || !hydrated) && !data}
      count={applications.length}
      apply={{ to: localPath(lang, 'incubator-apply'), label: intl.formatMessage(messages.apply) }}
    >
      {applications.map((application) => {
        const action = actionOf[application.status];
        return (
          <ApplicationListItem
            key={application.id}
            application={application}
            actions={(nameId) => (
              <Link to={localPath(lang, ...action.path(application.id))} className={`button ${action.primary ? 'button-primary' : 'button-secondary'}`} aria-describedby={nameId}>
                {intl.formatMessage(messages[action.label])}
              </Link>
            )}
          >
            {application.finalFile ? (
              <div>
                <dt>{intl.formatMessage(messages.finalFile)}</dt>
                <dd>
                  {application.finalFile.name}
                  {application.finalSubmittedAt ? (
                    <>
                      {' · '}
                      <TaipeiTime instant={application.finalSubmittedAt} timeZone={application.session.timeZone} />
                    </>
                  ) : null}
                </dd>
              </div>
            ) : null}
          </ApplicationListItem>
        );
      })}
    </ApplicationList>
  );
}
