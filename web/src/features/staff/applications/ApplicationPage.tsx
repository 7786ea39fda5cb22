import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { ApplicationSummary as IncubatorSummary } from '../../../components/Application/incubator/ApplicationSummary.tsx';
import { ApplicationSummary as InventionSummary } from '../../../components/Application/invention/ApplicationSummary.tsx';
import { proposalLabels as incubatorProposalLabels } from '../../../components/Application/incubator/labels.ts';
import { proposalLabels as inventionProposalLabels, teamLabels as inventionTeamLabels } from '../../../components/Application/invention/labels.ts';
import { statusMessages } from '../../../components/Application/status.ts';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { useFocusOnOutcome } from '../common/useFocusOnOutcome.ts';
import { failureMessageId, refusal } from '../common/failure.ts';
import { useStaffProgramme } from '../layout/programme.ts';
import { ApplicationFacts, ApplicationFiles, ApplicationHistory, type FileEntry } from './ApplicationFacts.tsx';
import type { ApplicationStatus } from '../../../generated/types.ts';
import {
  useStaffDowngradeApplicationMutation,
  useStaffIncubatorApplicationQuery,
  useStaffInventionApplicationQuery,
  useStaffRaiseApplicationMutation,
  type StaffApplicationHistoryFragment,
  type StaffIncubatorApplicationFieldsFragment,
} from './staffApplication.generated.ts';
import styles from '../common/page.module.css';

/** One application as its applicant confirmed it, with its owner, files and history (and, for the incubator, the final round). */
export default function ApplicationPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(pageTitles.staffApplication));
  const { programme } = useStaffProgramme();
  return programme === 'INCUBATOR' ? <IncubatorApplication /> : <InventionApplication />;
}

function useApplicationId(): string {
  return useParams().id ?? '';
}

function NotFound() {
  const intl = useIntl();
  const lang = useLang();
  const { segment } = useStaffProgramme();
  return (
    <section className={styles.page}>
      <h1>{intl.formatMessage({ id: 'staff.application.notFound' })}</h1>
      <Link to={localPath(lang, 'staff', segment, 'applications')}>{intl.formatMessage({ id: 'staff.application.backToTable' })}</Link>
    </section>
  );
}

function Loading({ error }: { error: boolean }) {
  const intl = useIntl();
  return error ? (
    <p role="alert" className={styles.error}>
      {intl.formatMessage({ id: 'staff.error.load' })}
    </p>
  ) : (
    <p aria-busy="true">{intl.formatMessage({ id: 'staff.loading' })}</p>
  );
}

interface Found {
  ownerEmail: string;
  submittedInGrace: boolean;
  history: StaffApplicationHistoryFragment[];
  application: { status: ApplicationStatus; registrationNumber: string | null; submittedAt: string | null; updatedAt: string; session: { name: string }; team: { name: string | null } };
}

/** What both programmes show: the team as heading, the facts, the summary, the files and the history. */
function ApplicationFrame({ found, between, summary, files }: { found: Found; between?: ReactNode; summary: ReactNode; files: FileEntry[] }) {
  const intl = useIntl();
  const lang = useLang();
  const { segment } = useStaffProgramme();
  const { application } = found;
  return (
    <section className={styles.page} aria-labelledby="staff-application-title">
      <div className={styles.head}>
        <h1 id="staff-application-title">{application.team.name || intl.formatMessage({ id: 'staff.applications.unnamed' })}</h1>
        <Link to={localPath(lang, 'staff', segment, 'applications')}>{intl.formatMessage({ id: 'staff.application.backToTable' })}</Link>
      </div>
      <ApplicationFacts facts={{ ...application, ownerEmail: found.ownerEmail, submittedInGrace: found.submittedInGrace, sessionName: application.session.name }} />
      {between}
      {summary}
      <ApplicationFiles files={files} />
      <ApplicationHistory history={found.history} />
    </section>
  );
}

function InventionApplication() {
  const f = useIntl().formatMessage;
  const { data, loading, error } = useStaffInventionApplicationQuery({ variables: { id: useApplicationId() } });
  // Only before the first answer: a refetch (after a raise) keeps the page and its outcome.
  if (!data) return <Loading error={error !== undefined && !loading} />;
  const found = data?.staffInventionApplication;
  if (!found) return <NotFound />;
  const { team, proposal } = found.application;
  return (
    <ApplicationFrame
      found={found}
      summary={<InventionSummary application={found.application} />}
      files={[
        { label: f(inventionTeamLabels.previewImg), file: team.previewImg },
        { label: f(inventionProposalLabels.pdfFile), file: proposal.pdfFile },
        ...team.members.map((member, index) => ({ label: `${f(inventionTeamLabels.member, { n: index + 1 })} ${member.name ?? ''}`.trim(), file: member.pdfFile })),
      ]}
    />
  );
}

function IncubatorApplication() {
  const f = useIntl().formatMessage;
  const { data, loading, error } = useStaffIncubatorApplicationQuery({ variables: { id: useApplicationId() } });
  // Only before the first answer: a refetch (after a raise) keeps the page and its outcome.
  if (!data) return <Loading error={error !== undefined && !loading} />;
  const found = data?.staffIncubatorApplication;
  if (!found) return <NotFound />;
  const { proposal, finalFile } = found.application;
  return (
    <ApplicationFrame
      found={found}
      between={<FinalRound found={found} />}
      summary={<IncubatorSummary application={found.application} />}
      files={[
        { label: f(incubatorProposalLabels.pdfFile), file: proposal.pdfFile },
        { label: f(incubatorProposalLabels.img), file: proposal.img },
        { label: f({ id: 'staff.application.finalFile' }), file: finalFile },
      ]}
    />
  );
}

type Move = 'raise' | 'downgrade';

/** Raise to the final round, or take back from it while the final file is not in; each after a confirmation stating the rule. */
function FinalRound({ found }: { found: StaffIncubatorApplicationFieldsFragment }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const { application } = found;
  const [raise, raising] = useStaffRaiseApplicationMutation({ context: { silentErrors: true } });
  const [downgrade, downgrading] = useStaffDowngradeApplicationMutation({ context: { silentErrors: true } });
  const [asking, setAsking] = useState<Move | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const said = useFocusOnOutcome<HTMLParagraphElement>(asking !== null, outcome);
  const canRaise = application.status === 'SUBMITTED';
  const canDowngrade = application.status === 'FINAL_UPLOAD' && application.finalFile === null;

  const act = async (move: Move) => {
    setOutcome(null);
    try {
      const variables = { id: application.id };
      // The history is not normalised (no id of its own): read again with the new event.
      const options = { variables, refetchQueries: ['StaffIncubatorApplication'] };
      const { data } = move === 'raise' ? await raise(options) : await downgrade(options);
      const answered = data && ('staffRaiseApplication' in data ? data.staffRaiseApplication : data.staffDowngradeApplication);
      if (answered) setOutcome({ ok: true, text: f({ id: 'staff.application.newStatus' }, { status: f(statusMessages[answered.application.status]) }) });
    } catch (cause) {
      setOutcome({ ok: false, text: f({ id: move === 'downgrade' && refusal(cause).code === 'CONFLICT' ? 'staff.application.downgradeRefused' : failureMessageId(cause) }) });
    }
    said.acted();
    setAsking(null);
  };

  return (
    <section className={styles.panel} aria-labelledby="staff-final-title">
      <h2 id="staff-final-title">{f({ id: 'staff.application.finalRound' })}</h2>
      <p>{f({ id: 'staff.application.finalRule' })}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" disabled={!canRaise} onClick={() => setAsking('raise')}>
          {f({ id: 'staff.application.raise' })}
        </button>
        <button type="button" className="button button-secondary" disabled={!canDowngrade} onClick={() => setAsking('downgrade')}>
          {f({ id: 'staff.application.downgrade' })}
        </button>
      </div>
      {outcome ? (
        <p ref={said.ref} tabIndex={-1} role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : styles.error}>
          {outcome.text}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={f({ id: asking === 'downgrade' ? 'staff.application.downgradeTitle' : 'staff.application.raiseTitle' })}
        confirmLabel={f({ id: asking === 'downgrade' ? 'staff.application.downgrade' : 'staff.application.raise' })}
        busy={raising.loading || downgrading.loading}
        onConfirm={() => asking && void act(asking)}
        onClose={() => setAsking(null)}
      >
        <p>{f({ id: asking === 'downgrade' ? 'staff.application.downgradeQuestion' : 'staff.application.raiseQuestion' }, { team: application.team.name ?? '' })}</p>
        <p>{f({ id: 'staff.application.finalRule' })}</p>
      </ConfirmDialog>
    </section>
  );
}
