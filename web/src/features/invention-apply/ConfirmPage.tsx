import { useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { useLoading } from '../../app/loading/LoadingProvider.tsx';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { ApplicationSummary } from './ApplicationSummary.tsx';
import { useApply, type Application } from './applyContext.ts';
import { fieldLabel, incompleteFields, routeOfField } from './completeness.ts';
import { toApplyFailure, type FieldProblem } from './failures.ts';
import { applyMessages } from './messages.ts';
import { RegistrationFacts } from './RegistrationFacts.tsx';
import { applyPath } from './steps.ts';
import { hasAgreed } from './terms.ts';
import { hasUnsavedParts, useSaveApplication, useSaveUnsavedOnIdle } from './useSaveApplication.ts';
import { useSubmitInventionApplicationMutation } from './inventionApply.generated.ts';
import styles from './Apply.module.css';

const messages = defineMessages({
  intro: { id: 'inventionApply.confirm.intro' },
  submit: { id: 'inventionApply.confirm.submit' },
  submitting: { id: 'inventionApply.confirm.submitting' },
  problems: { id: 'inventionApply.confirm.problems' },
  unsaved: { id: 'inventionApply.confirm.unsaved' },
  saveNow: { id: 'inventionApply.confirm.saveNow' },
  agreeFirst: { id: 'inventionApply.confirm.agreeFirst' },
  toTerms: { id: 'inventionApply.confirm.toTerms' },
  submitFailed: { id: 'inventionApply.confirm.failed' },
});

/** A key per submit intent, repeated on retries of it (a double click, a retry after a failure). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; random bytes do not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Steps 5 and 6: everything read-only with a way back to each step, then submit (spec §4). */
export default function ConfirmPage() {
  const lang = useLang();
  const { application, id } = useApply();
  if (!application || id === null) return <Navigate to={applyPath(lang, 'team-data', null)} replace />;
  if (application.status !== 'DRAFT') {
    return (
      <>
        <RegistrationFacts application={application} />
        <ApplicationSummary application={application} />
      </>
    );
  }
  return <ConfirmDraft application={application} />;
}

function ConfirmDraft({ application }: { application: Application }) {
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();
  const loading = useLoading();
  const navigate = useNavigate();
  const apply = useApply();
  const { save } = useSaveApplication();
  useSaveUnsavedOnIdle(save);
  const [mutate] = useSubmitInventionApplicationMutation({ context: { silentErrors: true } });
  const [submitting, setSubmitting] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblem[]>([]);
  const intent = useRef<{ version: number; key: string } | null>(null);
  const problemsBox = useRef<HTMLDivElement>(null);

  const problems = serverProblems.length > 0 ? serverProblems : incompleteFields(application);
  const unsaved = hasUnsavedParts(apply);
  const agreed = hasAgreed(apply.owner, application.id);

  const submit = async () => {
    if (problems.length > 0) {
      toast.show(intl.formatMessage(applyMessages.incomplete), 'error');
      problemsBox.current?.focus();
      return;
    }
    // The same intent keeps its key; a save since (a new version) is a new intent.
    if (intent.current?.version !== application.version) intent.current = { version: application.version, key: newIdempotencyKey() };
    setSubmitting(true);
    try {
      await loading.track(mutate({ variables: { id: application.id, idempotencyKey: intent.current.key } }));
      navigate(applyPath(lang, 'complete', application.id));
    } catch (error) {
      const failure = toApplyFailure(error);
      if (failure.fields.length > 0) setServerProblems(failure.fields);
      if (failure.code === 'REGISTRATION_CLOSED') void apply.reloadSession();
      const fallback = failure.fields.length > 0 ? applyMessages.incomplete : messages.submitFailed;
      toast.show(
        failure.code === 'UPSTREAM_UNAVAILABLE' ? intl.formatMessage(applyMessages.upstreamUnavailable) : (failure.message ?? intl.formatMessage(fallback)),
        'error',
      );
      requestAnimationFrame(() => problemsBox.current?.focus());
    } finally {
      setSubmitting(false);
    }
  };

  const saveNow = async () => {
    await save({}, { announce: true });
    setServerProblems([]);
  };

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      {unsaved ? (
        <div className={styles.notice} role="status">
          <p>{intl.formatMessage(messages.unsaved)}</p>
          <button type="button" className="button button-secondary" onClick={() => void saveNow()}>
            {intl.formatMessage(messages.saveNow)}
          </button>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div ref={problemsBox} className={styles.problems} tabIndex={-1} aria-labelledby="confirm-problems-title">
          <p id="confirm-problems-title" className={styles.problemsTitle}>
            {intl.formatMessage(messages.problems)}
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <Link to={applyPath(lang, routeOfField(problem.path), application.id)}>{fieldLabel(problem.path, intl)}</Link>
                {': '}
                {Object.prototype.hasOwnProperty.call(intl.messages, problem.message) ? intl.formatMessage({ id: problem.message }) : problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ApplicationSummary application={application} editable />
      {agreed ? null : (
        <div className={styles.notice} role="status">
          <p>{intl.formatMessage(messages.agreeFirst)}</p>
          <Link to={applyPath(lang, 'terms', application.id)} className="button button-secondary">
            {intl.formatMessage(messages.toTerms)}
          </Link>
        </div>
      )}
      <div className={styles.actions}>
        <Link to={applyPath(lang, 'terms', application.id)} className={`button button-secondary ${styles.previous}`}>
          {intl.formatMessage(applyMessages.previous)}
        </Link>
        <button type="button" className="button button-primary" onClick={() => void submit()} disabled={submitting || !agreed || unsaved} aria-busy={submitting}>
          {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
        </button>
      </div>
    </div>
  );
}
