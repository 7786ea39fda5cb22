import { useState } from 'react';
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
import { failureMessageId, refusal } from '../common/failure.ts';
import { useStaffProgramme } from '../common/programme.ts';
import { ApplicationFacts, ApplicationFiles, ApplicationHistory } from './ApplicationFacts.tsx';
import {
  useStaffDowngradeApplicationMutation,
  useStaffIncubatorApplicationQuery,
  useStaffInventionApplicationQuery,
  useStaffRaiseApplicationMutation,
  type StaffIncubatorApplicationFieldsFragment,
} from './staffApplication.generated.ts';
import styles from '../common/staff.module.css';

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

function Heading({ teamName }: { teamName: string | null }) {
  const intl = useIntl();
  const lang = useLang();
  const { segment } = useStaffProgramme();
  return (
    <div className={styles.head}>
      <h1 id="staff-application-title">{teamName || intl.formatMessage({ id: 'staff.applications.unnamed' })}</h1>
      <Link to={localPath(lang, 'staff', segment, 'applications')}>{intl.formatMessage({ id: 'staff.application.backToTable' })}</Link>
    </div>
  );
}

function InventionApplication() {
  const intl = useIntl();
  const f = intl.formatMessage;
  const { data, loading, error } = useStaffInventionApplicationQuery({ variables: { id: useApplicationId() } });
  if (loading || error) return <Loading error={error !== undefined} />;
  const found = data?.staffInventionApplication;
  if (!found) return <NotFound />;
  const { application } = found;
  return (
    <section className={styles.page} aria-labelledby="staff-application-title">
      <Heading teamName={application.team.name} />
      <ApplicationFacts facts={{ ...application, ownerEmail: found.ownerEmail, submittedInGrace: found.submittedInGrace, sessionName: application.session.name }} />
      <InventionSummary application={application} />
      <ApplicationFiles
        files={[
          { label: f(inventionTeamLabels.previewImg), file: application.team.previewImg },
          { label: f(inventionProposalLabels.pdfFile), file: application.proposal.pdfFile },
          ...application.team.members.map((member, index) => ({
            label: `${f(inventionTeamLabels.member, { n: index + 1 })} ${member.name ?? ''}`.trim(),
            file: member.pdfFile,
          })),
        ]}
      />
      <ApplicationHistory history={found.history} />
    </section>
  );
}

function IncubatorApplication() {
  const intl = useIntl();
  const f = intl.formatMessage;
  const { data, loading, error } = useStaffIncubatorApplicationQuery({ variables: { id: useApplicationId() } });
  if (loading || error) return <Loading error={error !== undefined} />;
  const found = data?.staffIncubatorApplication;
  if (!found) return <NotFound />;
  const { application } = found;
  return (
    <section className={styles.page} aria-labelledby="staff-application-title">
      <Heading teamName={application.team.name} />
      <ApplicationFacts facts={{ ...application, ownerEmail: found.ownerEmail, submittedInGrace: found.submittedInGrace, sessionName: application.session.name }} />
      <FinalRound found={found} />
      <IncubatorSummary application={application} />
      <ApplicationFiles
        files={[
          { label: f(incubatorProposalLabels.pdfFile), file: application.proposal.pdfFile },
          { label: f(incubatorProposalLabels.img), file: application.proposal.img },
          { label: f({ id: 'staff.application.finalFile' }), file: application.finalFile },
        ]}
      />
      <ApplicationHistory history={found.history} />
    </section>
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
  const canRaise = application.status === 'SUBMITTED';
  const canDowngrade = application.status === 'FINAL_UPLOAD' && application.finalFile === null;

  const act = async (move: Move) => {
    setOutcome(null);
    try {
      const variables = { id: application.id };
      const { data } = move === 'raise' ? await raise({ variables }) : await downgrade({ variables });
      const answered = data && ('staffRaiseApplication' in data ? data.staffRaiseApplication : data.staffDowngradeApplication);
      if (answered) setOutcome({ ok: true, text: f({ id: 'staff.application.newStatus' }, { status: f(statusMessages[answered.application.status]) }) });
    } catch (cause) {
      setOutcome({ ok: false, text: f({ id: move === 'downgrade' && refusal(cause).code === 'CONFLICT' ? 'staff.application.downgradeRefused' : failureMessageId(cause) }) });
    }
    setAsking(null);
  };

  return (
    <section aria-labelledby="staff-final-title">
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
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : styles.error}>
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
