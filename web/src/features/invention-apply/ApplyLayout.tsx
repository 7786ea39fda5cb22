import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { toFailure } from '../../app/apollo.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles, type PageKey } from '../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../app/i18n/usePageTitle.ts';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { NotFound } from '../../components/NotFound/NotFound.tsx';
import { Registration } from '../../components/Registration/Registration.tsx';
import { ApplyContext, type ApplyContextValue } from './applyContext.ts';
import { ApplyStepper } from './ApplyStepper.tsx';
import { ApplicationSummary } from './ApplicationSummary.tsx';
import { applyMessages } from './messages.ts';
import { applyPath, routeOfPath, type ApplyRoute } from './steps.ts';
import { useInventionApplicationQuery, useInventionApplySessionQuery } from './inventionApply.generated.ts';
import styles from './Apply.module.css';

const titles: Record<ApplyRoute, PageKey> = {
  'team-data': 'inventionApplyTeamData',
  proposal: 'inventionApplyProposal',
  terms: 'inventionApplyTerms',
  confirm: 'inventionApplyConfirm',
  complete: 'inventionApplyComplete',
};

/** True once `end` (an ISO instant) has passed, re-checked when it comes while the page is open. */
function usePassed(end: string | null): boolean {
  const at = end ? Date.parse(end) : Number.NaN;
  const [passed, setPassed] = useState(() => Date.now() >= at);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // setTimeout holds at most ~24.8 days: a later deadline is looked at again then.
    const check = () => {
      const left = at - Date.now();
      setPassed(left <= 0);
      if (left > 0) timer = setTimeout(check, Math.min(left + 50, 2 ** 31 - 1));
    };
    if (Number.isFinite(at)) check();
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}

/**
 * The competition application (spec §2, §4) around its steps: the session and the application read
 * from the network, the stepper, the deadline, and 'Registration Closed' once it has passed. The
 * route table lets members only in (a visitor logs in and comes back here).
 */
export default function ApplyLayout() {
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();
  const { pathname } = useLocation();
  const params = useParams();
  const id = params.id && params.id !== 'new' ? params.id : null;
  const route = routeOfPath(pathname);

  // Both from the network on every visit: the deadline and the version must be the server's now.
  const sessionQuery = useInventionApplySessionQuery({ fetchPolicy: 'network-only', context: { silentErrors: true } });
  const applicationQuery = useInventionApplicationQuery({
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
    context: { silentErrors: true },
  });
  const application = id === null ? null : (applicationQuery.data?.inventionApplication ?? null);
  const session = application?.session ?? sessionQuery.data?.session ?? null;
  const passed = usePassed(session?.applyEnd ?? null);
  const applicationFailure = applicationQuery.error ? toFailure(applicationQuery.error) : null;

  useEffect(() => {
    if (sessionQuery.error) toast.show(intl.formatMessage(applyMessages.sessionLookupFailed), 'error');
  }, [sessionQuery.error, toast, intl]);
  const failureCode = applicationFailure ? (applicationFailure.code ?? 'FAILED') : null;
  const failureMessage = applicationFailure?.message ?? null;
  useEffect(() => {
    if (failureCode && failureCode !== 'NOT_FOUND') toast.show(failureMessage ?? intl.formatMessage(applyMessages.fetchFailed), 'error');
  }, [failureCode, failureMessage, toast, intl]);

  const { refetch: refetchApplication } = applicationQuery;
  const { refetch: refetchSession } = sessionQuery;
  const reload = useCallback(async () => {
    if (id !== null) await refetchApplication();
  }, [id, refetchApplication]);
  const reloadSession = useCallback(async () => {
    await Promise.all([refetchSession(), id !== null ? refetchApplication() : null]);
  }, [id, refetchSession, refetchApplication]);

  const owner = sessionQuery.data?.me?.id ?? null;
  const submitted = application !== null && application.status !== 'DRAFT';
  const closed = !sessionQuery.loading && (session === null || !session.isOpen || passed);
  const value = useMemo<ApplyContextValue | null>(
    () => (owner === null ? null : { owner, id, application, session, closed, submitted, reload, reloadSession }),
    [owner, id, application, session, closed, submitted, reload, reloadSession],
  );

  const title = intl.formatMessage(pageTitles[route ? titles[route] : 'inventionApply']);
  usePageTitle(title);

  if (applicationFailure?.code === 'NOT_FOUND') return <NotFound back={{ to: applyPath(lang, 'team-data', null), label: title }} />;
  const loading = value === null || (id !== null && application === null);
  if (loading) return <div className={styles.loading} aria-busy="true" />;

  // A submitted application opens read-only; the completion page is for submitted ones only.
  if (submitted && (route === 'team-data' || route === 'proposal' || route === 'terms')) return <Navigate to={applyPath(lang, 'confirm', id)} replace />;
  if (!submitted && route === 'complete') return <Navigate to={applyPath(lang, 'confirm', id)} replace />;
  const showClosed = closed && !submitted && route !== null;

  return (
    <ApplyContext.Provider value={value}>
      <div className={`container ${styles.screen}`}>
        <header className={styles.header}>
          <p className={styles.kicker}>{session?.name ?? intl.formatMessage(pageTitles.inventionApply)}</p>
          <h1 id="apply-title" className={styles.title}>
            {title}
          </h1>
        </header>
        {route ? <ApplyStepper route={route} submitted={submitted} /> : null}
        {route && route !== 'complete' && !submitted ? (
          <aside className={styles.deadline} aria-label={intl.formatMessage(applyMessages.deadline)}>
            <Registration session={session} compact />
          </aside>
        ) : null}
        {showClosed ? application ? <ApplicationSummary application={application} /> : null : <Outlet />}
      </div>
    </ApplyContext.Provider>
  );
}
