import { useCallback, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet } from 'react-router-dom';
import { toFailure } from '../../app/apollo.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { usePageTitle } from '../../app/i18n/usePageTitle.ts';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { Registration } from '../Registration/Registration.tsx';
import { ApplicationNotFound } from './ApplicationNotFound.tsx';
import { StepPlaceholder } from './StepPlaceholder.tsx';
import { ApplyContext, type ApplicationBase, type ApplicationParts, type ApplyContextValue, type ApplyProgramme, type ApplySessionFields } from './applyContext.ts';
import { ownApplicationPath, type OwnApplication } from './ApplyIndexRedirect.tsx';
import { applyMessages } from './messages.ts';
import { useDeadlineSave } from './useDeadlineSave.ts';
import { hasUnsavedParts } from './useSaveApplication.ts';
import { usePassed } from './usePassed.ts';
import styles from './Apply.module.css';

/** A query's state as the shell reads it (the feature runs its own generated queries). */
export interface Read<T> {
  data: T | null;
  /** The query has answered, and what it asked for is null: a missing item (the schema's rule). */
  missing?: boolean;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** A generated query's result as the shell reads it: `pick` takes what it needs from the data. */
export function readOf<D, T>(
  query: { data?: D | undefined; loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
  pick: (data: D) => T | null,
): Read<T> {
  const data = query.data ? pick(query.data) : null;
  return { data, missing: query.data !== undefined && data === null, loading: query.loading, error: query.error, refetch: query.refetch };
}

interface ApplyShellProps<A extends ApplicationBase, P extends ApplicationParts> {
  programme: ApplyProgramme<A, P>;
  /** The application's id; null for a new one. */
  id: string | null;
  /** The current step's route; null on the index. */
  route: string | null;
  /** The routes of a draft's forms: a submitted application opens its confirm page instead. */
  formRoutes: readonly string[];
  /** The active session (null when none) and who is applying, read from the network. */
  session: Read<{ session: ApplySessionFields | null; owner: string }>;
  application: Read<A>;
  /** The member's applications of this programme, read for a new form only (null otherwise). */
  own: Read<readonly OwnApplication[]>;
  saveDraft: (id: string | null, version: number | null, parts: P) => Promise<A>;
  submit: (id: string, idempotencyKey: string) => Promise<A>;
  /** The page's title (the step's) and the programme's name (above it while the session is unknown). */
  title: string;
  /** The title of a submitted application's read-only page (its confirm route), not the confirmation's. */
  submittedTitle: string;
  /** The introduction the step's form opens with, drawn in its place until the form is there. */
  intro: string | null;
  programmeTitle: string;
  stepper: (route: string, submitted: boolean) => ReactNode;
  /** The read-only application shown once registration has closed. */
  summary: (application: A) => ReactNode;
}

/**
 * An application's layout around its steps, for either programme (spec §2, §4): the session and
 * the application read from the network, the stepper, the deadline with its countdown, and
 * 'Registration Closed' once it has passed. The route table lets members only in.
 */
export function ApplyShell<A extends ApplicationBase, P extends ApplicationParts>(props: ApplyShellProps<A, P>) {
  const { programme, id, route, formRoutes, session: sessionRead, application: applicationRead } = props;
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();

  const application = id === null ? null : applicationRead.data;
  const session = application?.session ?? sessionRead.data?.session ?? null;
  const passed = usePassed(session?.applyEnd ?? null);
  const applicationFailure = id !== null && applicationRead.error ? toFailure(applicationRead.error) : null;

  useEffect(() => {
    if (sessionRead.error) toast.show(intl.formatMessage(applyMessages.sessionLookupFailed), 'error');
  }, [sessionRead.error, toast, intl]);
  const failureCode = applicationFailure ? (applicationFailure.code ?? 'FAILED') : null;
  const failureMessage = applicationFailure?.message ?? null;
  useEffect(() => {
    if (failureCode && failureCode !== 'NOT_FOUND') toast.show(failureMessage ?? intl.formatMessage(applyMessages.fetchFailed), 'error');
  }, [failureCode, failureMessage, toast, intl]);

  const { refetch: refetchApplication } = applicationRead;
  const { refetch: refetchSession } = sessionRead;
  const reload = useCallback(async () => {
    if (id !== null) await refetchApplication();
  }, [id, refetchApplication]);
  const reloadSession = useCallback(async () => {
    await Promise.all([refetchSession(), id !== null ? refetchApplication() : null]);
  }, [id, refetchSession, refetchApplication]);

  const { saveDraft: saveWith, submit: submitWith } = props;
  const version = application?.version ?? null;
  const saveDraft = useCallback((parts: P) => saveWith(id, version, parts), [saveWith, id, version]);
  const submit = useCallback((key: string) => submitWith(id ?? '', key), [submitWith, id]);

  const owner = sessionRead.data?.owner ?? null;
  const submitted = application !== null && application.status !== 'DRAFT';
  const title = submitted && route === 'confirm' ? props.submittedTitle : props.title;
  const closed = !sessionRead.loading && (session === null || !session.isOpen || passed);
  const deadlineSave = useDeadlineSave(!sessionRead.loading && session !== null && session.isOpen, passed, () =>
    owner === null ? false : hasUnsavedParts({ programme, owner, id }),
  );
  const value = useMemo<ApplyContextValue<A, P> | null>(
    () => (owner === null ? null : { programme, owner, id, application, session, closed, submitted, reload, reloadSession, saveDraft, submit }),
    [programme, owner, id, application, session, closed, submitted, reload, reloadSession, saveDraft, submit],
  );

  const notFound = applicationFailure?.code === 'NOT_FOUND' || (id !== null && applicationRead.missing === true);
  // The shell's title effect runs after the page's: it names the 404 too.
  usePageTitle(notFound ? intl.formatMessage(applyMessages.notFound) : title);
  const newForm = id === null && route !== null && formRoutes.includes(route);
  const reading = value === null || (id !== null && application === null) || (newForm && props.own.loading);
  // Once its data is in, the step renders as a deferred update: React renders a long form in
  // slices with input handled between, not in one long task (Lighthouse: blocking time).
  const loading = useDeferredValue(reading, true) || reading;

  if (notFound) return <ApplicationNotFound list={{ to: programme.listPath(lang), label: intl.formatMessage(programme.listTitle) }} />;
  // A new form for a member who already has an application of the session opens theirs instead
  // (as the programme's index does), not an empty form that Save would refuse.
  const ownPath = newForm && props.own.data ? ownApplicationPath(props.own.data, session?.id ?? null, programme, lang, route) : null;
  if (ownPath) return <Navigate to={ownPath} replace />;
  const deadlineLabel = intl.formatMessage(applyMessages.deadline);
  // Drawn alike by the server (no member there), while hydrating and while the member's data is
  // read: heading, stepper and the deadline's place, the form's space held below, so what the
  // data brings in replaces empty space and moves nothing already painted.
  if (loading) {
    return (
      <ApplyFrame kicker={session?.name ?? props.programmeTitle} title={title} stepper={route ? props.stepper(route, submitted) : null}>
        {route && route !== 'complete' ? <aside className={styles.deadline} aria-label={deadlineLabel} aria-busy="true" /> : null}
        <StepPlaceholder>{props.intro ? <p className={styles.intro}>{props.intro}</p> : null}</StepPlaceholder>
      </ApplyFrame>
    );
  }

  // A submitted application opens read-only; the completion page is for submitted ones only.
  if (submitted && route !== null && formRoutes.includes(route)) return <Navigate to={programme.path(lang, 'confirm', id)} replace />;
  if (!submitted && route === 'complete') return <Navigate to={programme.path(lang, 'confirm', id)} replace />;
  // While the deadline's save runs the form stays (its values are what is being saved).
  const showClosed = closed && !submitted && route !== null && deadlineSave !== 'saving';

  return (
    <ApplyContext.Provider value={value as unknown as ApplyContextValue<never, never>}>
      <ApplyFrame kicker={session?.name ?? props.programmeTitle} title={title} stepper={route ? props.stepper(route, submitted) : null}>
        {route && route !== 'complete' && !submitted ? (
          <aside className={styles.deadline} aria-label={deadlineLabel}>
            <Registration session={session} compact />
          </aside>
        ) : null}
        {showClosed && (deadlineSave === 'saved' || deadlineSave === 'unsaved') ? (
          <div className={styles.notice} role={deadlineSave === 'saved' ? 'status' : 'alert'}>
            <p>{intl.formatMessage(deadlineSave === 'saved' ? applyMessages.closedSaved : applyMessages.closedUnsaved)}</p>
          </div>
        ) : null}
        {showClosed ? (application ? props.summary(application) : null) : <Outlet />}
      </ApplyFrame>
    </ApplyContext.Provider>
  );
}

/** The page's frame: the programme or session above the step's title, the stepper, then the step. */
function ApplyFrame({ kicker, title, stepper, children }: { kicker: string; title: string; stepper: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.screen}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>{kicker}</p>
        <h1 id="apply-title" className={styles.title}>
          {title}
        </h1>
      </header>
      {stepper}
      {children}
    </div>
  );
}
