import { ruleViolationMessages } from '@yip/rules';
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

/** The server's problems of a refused submit, and whether they are broken rules rather than gaps. */
interface ServerProblems {
  fields: FieldProblem[];
  rules: boolean;
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
  const [server, setServer] = useState<ServerProblems>({ fields: [], rules: false });
  const intent = useRef<{ version: number; key: string } | null>(null);
  const problemsBox = useRef<HTMLDivElement>(null);

  const problems = server.fields.length > 0 ? server.fields : found;
  // The browser's problems carry the rules' message ids; the server's are told as a whole.
  const broken = (problem: FieldProblem) => (server.fields.length > 0 ? server.rules : (ruleViolationMessages as readonly string[]).includes(problem.message));
  const missing = problems.filter((problem) => !broken(problem));
  const violations = problems.filter(broken);
  const unsaved = hasUnsavedParts(apply);
  const path = (route: string) => apply.programme.path(lang, route, application.id);

  const submit = async () => {
    if (problems.length > 0) {
      toast.show(intl.formatMessage(missing.length > 0 ? applyMessages.incomplete : confirmMessages.rulesBroken), 'error');
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
      const failure = toApplyFailure(error, apply.programme.renamed);
      // A submit refused only for broken rules (the two-team limit, an advisor also a member) names
      // the rule in its own message; one with anything missing says 'Incomplete data' (backend's submit.ts).
      if (failure.fields.length > 0) setServer({ fields: failure.fields, rules: failure.message === failure.fields[0]?.message });
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
    setServer({ fields: [], rules: false });
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
        <div
          ref={problemsBox}
          className={styles.problems}
          tabIndex={-1}
          aria-labelledby={[missing.length > 0 ? 'confirm-problems-title' : '', violations.length > 0 ? 'confirm-rules-title' : ''].join(' ').trim()}
        >
          <ProblemList id="confirm-problems-title" title={intl.formatMessage(confirmMessages.problems)} problems={missing} fieldLabel={fieldLabel} to={(p) => path(routeOfField(p))} />
          <ProblemList id="confirm-rules-title" title={intl.formatMessage(confirmMessages.rules)} problems={violations} fieldLabel={fieldLabel} to={(p) => path(routeOfField(p))} />
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

interface ProblemListProps {
  id: string;
  title: string;
  problems: FieldProblem[];
  fieldLabel: (path: string) => string;
  /** The step's page of a problem's field. */
  to: (path: string) => string;
}

/** One heading's problems, each linked to its step: "Member 2 · E-mail: …" ('隊員 2 · 電子信箱：…'). */
function ProblemList({ id, title, problems, fieldLabel, to }: ProblemListProps) {
  const intl = useIntl();
  if (problems.length === 0) return null;
  return (
    <>
      <p id={id} className={styles.problemsTitle}>
        {title}
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            {intl.formatMessage(confirmMessages.problem, {
              field: (
                // The step opens on the field, its message shown and the focus on it (useStepForm).
                <Link key="field" to={to(problem.path)} state={{ problem }}>
                  {fieldLabel(problem.path)}
                </Link>
              ),
              message: Object.prototype.hasOwnProperty.call(intl.messages, problem.message) ? intl.formatMessage({ id: problem.message }) : problem.message,
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
