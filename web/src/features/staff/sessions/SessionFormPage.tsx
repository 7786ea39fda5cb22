import { sessionDeadlineMoves, type SessionDeadlineField, type SessionDeadlineMove } from '@yip/rules';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { FieldArray, Form, SubmitButton, TextField } from '../../../components/Form/index.ts';
import type { StaffSessionInput } from '../../../generated/types.ts';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { failureMessageId, refusal } from '../common/failure.ts';
import { programmeNames } from '../common/programme.ts';
import { useStaffProgramme } from '../layout/programme.ts';
import { TaipeiTime } from '../common/time.tsx';
import { RemindersReport } from './RemindersReport.tsx';
import { emptySession, sessionFormSchema, sessionValues, toSessionInput, type SessionFormValues } from './sessionForm.ts';
import { TaipeiTimeField } from '../common/TaipeiTimeField.tsx';
import {
  useStaffCreateSessionMutation,
  useStaffSessionsQuery,
  useStaffUpdateSessionMutation,
  type StaffSessionFieldsFragment,
} from './staffSessions.generated.ts';
import styles from '../common/page.module.css';

/** A new session (`sessions/new`) or an existing one (`sessions/:id`) with its reminders report. */
export default function SessionFormPage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  const { id } = useParams();
  const { programme } = useStaffProgramme();
  const isNew = id === undefined || id === 'new';
  usePageTitle(f(isNew ? pageTitles.staffSessionNew : pageTitles.staffSession));
  const { data, loading } = useStaffSessionsQuery({ variables: { programme }, skip: isNew });
  const session = isNew ? null : data?.staffSessions.find((s) => s.id === id);

  if (!isNew && loading) return <p aria-busy="true">{f({ id: 'staff.loading' })}</p>;
  if (!isNew && !session) return <SessionNotFound />;
  return (
    <section className={styles.page} aria-labelledby="staff-session-title">
      <h1 id="staff-session-title">
        {f(isNew ? pageTitles.staffSessionNew : pageTitles.staffSession)} · {f(programmeNames[programme])}
      </h1>
      <SessionForm key={session?.id ?? 'new'} session={session ?? null} />
      {session ? <RemindersReport sessionId={session.id} /> : null}
    </section>
  );
}

function SessionNotFound() {
  const intl = useIntl();
  const lang = useLang();
  const { segment } = useStaffProgramme();
  return (
    <section className={styles.page}>
      <h1>{intl.formatMessage({ id: 'staff.session.notFound' })}</h1>
      <Link to={localPath(lang, 'staff', segment, 'sessions')}>{intl.formatMessage({ id: 'staff.session.backToList' })}</Link>
    </section>
  );
}

/** A deadline change waiting for the officer's word: what would be saved, and each deadline it moves. */
interface PendingMove {
  input: StaffSessionInput;
  moves: SessionDeadlineMove[];
}

/** Each deadline by the label its field has in the form. */
const deadlineNames: Record<SessionDeadlineField, string> = {
  applyEnd: 'staff.sessions.applyEnd',
  submitGraceSeconds: 'staff.session.graceName',
  finalUploadEnd: 'staff.sessions.finalUploadEnd',
};

/** One line of the confirmation: "Final-upload end: from … to …". */
function DeadlineMove({ move }: { move: SessionDeadlineMove }) {
  const intl = useIntl();
  const value = (at: string | number, key: string): ReactNode =>
    typeof at === 'number' ? intl.formatMessage({ id: 'staff.session.graceSeconds' }, { seconds: at }) : <TaipeiTime key={key} iso={at} />;
  return (
    <li>
      {intl.formatMessage(
        { id: 'staff.session.moveItem' },
        { field: intl.formatMessage({ id: deadlineNames[move.field] }), from: value(move.from, 'from'), to: value(move.to, 'to') },
      )}
    </li>
  );
}

function SessionForm({ session }: { session: StaffSessionFieldsFragment | null }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const lang = useLang();
  const navigate = useNavigate();
  const { programme, segment } = useStaffProgramme();
  const [create] = useStaffCreateSessionMutation({ context: { silentErrors: true } });
  const [update, updating] = useStaffUpdateSessionMutation({ context: { silentErrors: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const listPath = localPath(lang, 'staff', segment, 'sessions');

  const saveEdit = async (input: StaffSessionInput, confirmDeadlineChange: boolean) => {
    if (!session) return;
    try {
      await update({ variables: { input: { id: session.id, session: input, confirmDeadlineChange } }, refetchQueries: ['StaffReminders'] });
      setPending(null);
      setSaved(true);
    } catch (cause) {
      const { code, reason } = refusal(cause);
      if (code === 'CONFLICT' && reason === 'DEADLINE_CHANGE_UNCONFIRMED' && !confirmDeadlineChange) {
        setPending({ input, moves: sessionDeadlineMoves(session, input, { finalRound: programme === 'INCUBATOR' }) });
        return;
      }
      setPending(null);
      setFailure(failureMessageId(cause));
      throw cause;
    }
  };

  const onSubmit = async (values: SessionFormValues) => {
    setFailure(null);
    setSaved(false);
    const input = toSessionInput(programme, values);
    if (session) return saveEdit(input, false);
    try {
      const { data } = await create({ variables: { input }, refetchQueries: ['StaffSessions'] });
      if (data) await navigate(localPath(lang, 'staff', segment, 'sessions', data.staffCreateSession.id), { replace: true });
    } catch (cause) {
      setFailure(failureMessageId(cause));
      throw cause;
    }
  };

  return (
    <>
      <Form<SessionFormValues, SessionFormValues>
        schema={sessionFormSchema}
        defaultValues={session ? sessionValues(session) : emptySession()}
        labelledBy="staff-session-title"
        className={styles.narrow}
        onSubmit={onSubmit}
      >
        <div className={styles.side}>
          <TextField name="nameZhTw" label={f({ id: 'staff.session.nameZhTw' })} lang="zh-Hant-TW" required />
          <TextField name="nameEn" label={f({ id: 'staff.session.nameEn' })} lang="en" required />
        </div>
        <TaipeiTimeField name="applyStart" label={f({ id: 'staff.sessions.applyStart' })} />
        <TaipeiTimeField name="applyEnd" label={f({ id: 'staff.sessions.applyEnd' })} />
        <TaipeiTimeField name="finalUploadEnd" label={f({ id: 'staff.sessions.finalUploadEnd' })} />
        <TextField name="submitGraceSeconds" inputMode="numeric" label={f({ id: 'staff.session.grace' })} hint={f({ id: 'staff.session.graceHint' })} />
        <FieldArray
          name="reminderStages"
          legend={f({ id: 'staff.session.stages' })}
          hint={f({ id: 'staff.session.stagesHint' })}
          min={0}
          max={10}
          newItem={() => ({ hours: '' })}
          itemLegend={(index) => f({ id: 'staff.session.stage' }, { n: index + 1 })}
          addLabel={f({ id: 'staff.session.addStage' })}
          removeLabel={(index) => f({ id: 'staff.session.removeStage' }, { n: index + 1 })}
        >
          {({ path }) => <TextField name={`${path}.hours`} inputMode="numeric" label={f({ id: 'staff.session.stageHours' })} />}
        </FieldArray>
        {failure ? (
          <p role="alert" className={styles.error}>
            {f({ id: failure })}
          </p>
        ) : null}
        {saved ? <p role="status">{f({ id: 'staff.session.saved' })}</p> : null}
        <div className={styles.actions}>
          <SubmitButton>{f({ id: session ? 'staff.session.save' : 'staff.session.create' })}</SubmitButton>
          <Link to={listPath}>{f({ id: 'staff.session.backToList' })}</Link>
        </div>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title={f({ id: 'staff.session.moveTitle' })}
        confirmLabel={f({ id: 'staff.session.moveConfirm' })}
        busy={updating.loading}
        onConfirm={() => {
          if (pending) void saveEdit(pending.input, true).catch(() => undefined);
        }}
        onClose={() => setPending(null)}
      >
        {pending && session ? (
          <>
            <p>{f({ id: 'staff.session.moveQuestion' }, { count: session.applicationCount })}</p>
            <ul>
              {pending.moves.map((move) => (
                <DeadlineMove key={move.field} move={move} />
              ))}
            </ul>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
