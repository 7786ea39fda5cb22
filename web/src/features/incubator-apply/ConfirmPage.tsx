import { defineMessages, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { ConfirmDraft } from '../../components/Application/ConfirmDraft.tsx';
import { RegistrationFacts } from '../../components/Application/RegistrationFacts.tsx';
import { ApplicationSummary } from '../../components/Application/incubator/ApplicationSummary.tsx';
import { fieldLabel, incompleteFields, routeOfField } from './completeness.ts';
import { FinalFileRows } from './FinalFileRows.tsx';
import { useIncubatorApply } from './programme.ts';
import { applyPath } from './steps.ts';

const messages = defineMessages({
  intro: { id: 'incubatorApply.confirm.intro' },
});

/** Steps 3 and 4: everything read-only with a way back to each step, then submit (spec §4). */
export default function ConfirmPage() {
  const intl = useIntl();
  const lang = useLang();
  const { application, id } = useIncubatorApply();
  if (!application || id === null) return <Navigate to={applyPath(lang, 'team-data', null)} replace />;
  if (application.status !== 'DRAFT') {
    return (
      <>
        <RegistrationFacts application={application}>
          <FinalFileRows application={application} />
        </RegistrationFacts>
        <ApplicationSummary application={application} />
      </>
    );
  }
  return (
    <ConfirmDraft
      application={application}
      intro={intl.formatMessage(messages.intro)}
      problems={incompleteFields(application)}
      fieldLabel={(path) => fieldLabel(path, intl)}
      routeOfField={routeOfField}
      summary={<ApplicationSummary application={application} editOf={(route) => applyPath(lang, route, application.id)} />}
      previous="proposal"
    />
  );
}
