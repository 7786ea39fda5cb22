import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { upstreamFailureMessage } from '../../app/i18n/failureMessages.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { useLoading } from '../../app/loading/LoadingProvider.tsx';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { useApply, type ApplicationBase } from './applyContext.ts';
import { toApplyFailure, type FieldProblem } from './failures.ts';
import { applyMessages, confirmMessages } from './messages.ts';
import { hasUnsavedParts, useSaveApplication, useSaveUnsavedOnIdle } from './useSaveApplication.ts';
import styles from './Apply.module.css';

/** A key per submit intent, repeated on retries of it (a double click, a retry after a failure). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; random bytes do not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

interface ConfirmDraftProps {
  application: ApplicationBase;
  intro: string;
  /** What the complete rules still find missing or wrong, checked in the browser. */
  problems: FieldProblem[];
  /** "Member 2 · E-mail" for `team.members.1.email`. */
  fieldLabel: (path: string) => string;
  /** The step's route where a path's field is. */
  routeOfField: (path: string) => string;
  /** The read-only application with its Edit links. */
  summary: ReactNode;
  /** The step before the confirmation. */
  previous: string;
  /** What must happen before submitting (the competition's terms), shown above the actions. */
  blocker?: ReactNode;
}

/**
 * The confirmation of a draft (spec §4): what is still missing linked to its step, changes not
 * saved yet, everything read-only, then submit with an idempotency key (a retry or a double click
 * gives one submission), and the completion page.
 */
export function ConfirmDraft({ application, intro, problems: found, fieldLabel, routeOfField, summary, previous, blocker }: ConfirmDraftProps) {
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();
  const loading = useLoading();
  const navigate = useNavigate();
  const apply = useApply();
  const { save } = useSaveApplication();
  useSaveUnsavedOnIdle(save);
  const [submitting, setSubmitting] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblem[]>([]);
  const intent = useRef<{ version: number; key: string } | null>(null);
  const problemsBox = useRef<HTMLDivElement>(null);

  const problems = serverProblems.length > 0 ? serverProblems : found;
  const unsaved = hasUnsavedParts(apply);
  const path = (route: string) => apply.programme.path(lang, route, application.id);

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
      await loading.track(apply.submit(intent.current.key));
      navigate(path('complete'));
    } catch (error) {
      const failure = toApplyFailure(error);
      if (failure.fields.length > 0) setServerProblems(failure.fields);
      if (failure.code === 'REGISTRATION_CLOSED') void apply.reloadSession();
      const fallback = failure.fields.length > 0 ? applyMessages.incomplete : confirmMessages.failed;
      const upstream = upstreamFailureMessage(failure.code);
      toast.show(upstream ? intl.formatMessage(upstream) : (failure.message ?? intl.formatMessage(fallback)), 'error');
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
      <p className={styles.intro}>{intro}</p>
      {unsaved ? (
        <div className={styles.notice} role="status">
          <p>{intl.formatMessage(confirmMessages.unsaved)}</p>
          <button type="button" className="button button-secondary" onClick={() => void saveNow()}>
            {intl.formatMessage(confirmMessages.saveNow)}
          </button>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div ref={problemsBox} className={styles.problems} tabIndex={-1} aria-labelledby="confirm-problems-title">
          <p id="confirm-problems-title" className={styles.problemsTitle}>
            {intl.formatMessage(confirmMessages.problems)}
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <Link to={path(routeOfField(problem.path))}>{fieldLabel(problem.path)}</Link>
                {': '}
                {Object.prototype.hasOwnProperty.call(intl.messages, problem.message) ? intl.formatMessage({ id: problem.message }) : problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {summary}
      {blocker}
      <div className={styles.actions}>
        <Link to={path(previous)} className={`button button-secondary ${styles.previous}`}>
          {intl.formatMessage(applyMessages.previous)}
        </Link>
        <button type="button" className="button button-primary" onClick={() => void submit()} disabled={submitting || blocker != null || unsaved} aria-busy={submitting}>
          {intl.formatMessage(submitting ? confirmMessages.submitting : confirmMessages.submit)}
        </button>
      </div>
    </div>
  );
}
