import { defineMessages, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { ConfirmDraft } from '../../components/Application/ConfirmDraft.tsx';
import { RegistrationFacts } from '../../components/Application/RegistrationFacts.tsx';
import { ApplicationSummary } from '../../components/Application/invention/ApplicationSummary.tsx';
import { fieldLabel, incompleteFields, routeOfField } from './completeness.ts';
import { useInventionApply } from './programme.ts';
import { applyPath } from './steps.ts';
import { hasAgreed } from './terms.ts';
import styles from '../../components/Application/Apply.module.css';

const messages = defineMessages({
  intro: { id: 'inventionApply.confirm.intro' },
  agreeFirst: { id: 'inventionApply.confirm.agreeFirst' },
  toTerms: { id: 'inventionApply.confirm.toTerms' },
});

/** Steps 5 and 6: everything read-only with a way back to each step, then submit (spec §4). */
export default function ConfirmPage() {
  const intl = useIntl();
  const lang = useLang();
  const { application, id, owner } = useInventionApply();
  if (!application || id === null) return <Navigate to={applyPath(lang, 'team-data', null)} replace />;
  if (application.status !== 'DRAFT') {
    return (
      <>
        <RegistrationFacts application={application} />
        <ApplicationSummary application={application} />
      </>
    );
  }
  const agreed = hasAgreed(owner, application.id);
  return (
    <ConfirmDraft
      application={application}
      intro={intl.formatMessage(messages.intro)}
      problems={incompleteFields(application)}
      fieldLabel={(path) => fieldLabel(path, intl)}
      routeOfField={routeOfField}
      summary={<ApplicationSummary application={application} editOf={(route) => applyPath(lang, route, application.id)} />}
      previous="terms"
      blocker={
        agreed ? undefined : (
          <div className={styles.notice} role="status">
            <p>{intl.formatMessage(messages.agreeFirst)}</p>
            <Link to={applyPath(lang, 'terms', application.id)} className="button button-secondary">
              {intl.formatMessage(messages.toTerms)}
            </Link>
          </div>
        )
      }
    />
  );
}
