import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation, useOutletContext, useParams } from 'react-router-dom';
import { toFailure } from '../../app/apollo.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../app/i18n/usePageTitle.ts';
import { localPath } from '../../app/paths.ts';
import { useHydrated } from '../../app/ssr/clientValues.tsx';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { ApplicationNotFound } from '../../components/Application/ApplicationNotFound.tsx';
import { StepPlaceholder } from '../../components/Application/StepPlaceholder.tsx';
import { applyMessages } from '../../components/Application/messages.ts';
import { Stepper } from '../../components/Stepper/index.ts';
import { useIncubatorFinalApplicationQuery, type FinalApplicationFieldsFragment } from './incubatorFinal.generated.ts';
import styles from '../../components/Application/Apply.module.css';

const messages = defineMessages({
  steps: { id: 'incubatorFinal.steps.label' },
  upload: { id: 'incubatorFinal.steps.upload' },
  done: { id: 'incubatorFinal.steps.done' },
  // The upload page's deadline and opening paragraphs, drawn in its place before the application is read.
  deadline: { id: 'incubatorFinal.deadline' },
  intro: { id: 'incubatorFinal.intro' },
  once: { id: 'incubatorFinal.once' },
  fetchFailed: { id: 'error.default.fetchFailed' },
});

export interface FinalContext {
  application: FinalApplicationFieldsFragment;
  /** Reads the application again (after a refused upload: its status or the deadline may have moved). */
  reload: () => Promise<unknown>;
}

export const useFinal = () => useOutletContext<FinalContext>();

/**
 * The incubator's final-round upload (spec §2, §4) around its two steps: the application read from
 * the network on every visit (its status and the final-upload end must be the server's now). The
 * route table lets members only in ('Please log in before uploading').
 */
export default function FinalLayout() {
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const done = /\/incubator-final\/complete\//.test(pathname);
  // The server renders the frame for a visitor and the browser hydrates it so: the member's
  // application is read once hydrated.
  const hydrated = useHydrated();
  const query = useIncubatorFinalApplicationQuery({ variables: { id }, skip: !hydrated || id === '', fetchPolicy: 'network-only', context: { silentErrors: true } });
  const failure = query.error ? toFailure(query.error) : null;
  const title = intl.formatMessage(done ? pageTitles.incubatorFinalComplete : pageTitles.incubatorFinalUpload);
  const failureCode = failure ? (failure.code ?? 'FAILED') : null;
  // The layout's title effect runs after the page's: it names the 404 too.
  usePageTitle(failureCode === 'NOT_FOUND' ? intl.formatMessage(applyMessages.notFound) : title);

  const failureMessage = failure?.message ?? null;
  useEffect(() => {
    if (failureCode && failureCode !== 'NOT_FOUND') toast.show(failureMessage ?? intl.formatMessage(messages.fetchFailed), 'error');
  }, [failureCode, failureMessage, toast, intl]);

  // The index names no application: it sends the member to their list.
  if (id === '') return <Outlet />;
  // Undefined while it is read; null when there is no such application of the member's.
  const application = query.data?.myIncubatorApplication;
  if (failureCode === 'NOT_FOUND' || application === null) return <ApplicationNotFound list={{ to: localPath(lang, 'user', 'incubator-list'), label: intl.formatMessage(pageTitles.userIncubatorList) }} />;

  const steps = [
    { key: 'upload', label: intl.formatMessage(messages.upload) },
    { key: 'done', label: intl.formatMessage(messages.done) },
  ];
  // Before the application is read (on the server, while hydrating, while it loads) the frame is
  // drawn with the step's space held, so the application fills it without moving anything.
  return (
    <div className={`container ${styles.screen}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>{application ? application.session.name : intl.formatMessage(pageTitles.incubator)}</p>
        <h1 id="final-title" className={styles.title}>
          {title}
        </h1>
      </header>
      <Stepper steps={steps} current={done ? 1 : 0} label={intl.formatMessage(messages.steps)} />
      {application ? (
        <Outlet context={{ application, reload: query.refetch } satisfies FinalContext} />
      ) : done ? (
        <StepPlaceholder />
      ) : (
        <>
          <aside className={styles.deadline} aria-label={intl.formatMessage(messages.deadline)} aria-busy="true" />
          <StepPlaceholder>
            <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
            <p className={styles.notice}>{intl.formatMessage(messages.once)}</p>
          </StepPlaceholder>
        </>
      )}
    </div>
  );
}
