import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toApplyFailure } from '../../../components/Application/failures.ts';
import { Form, SubmitButton, useSchemaForm } from '../../../components/Form/index.ts';
import { Failure } from '../common/Failure.tsx';
import { failureMessageId, refusal } from '../common/failure.ts';
import styles from '../common/page.module.css';
import { TaipeiTimeField } from '../common/TaipeiTimeField.tsx';
import { TaipeiTime } from '../common/time.tsx';
import { useStaffContentScheduleQuery, useStaffScheduleContentMutation } from './contentSchedule.generated.ts';
import type { FamilySpec } from './fieldValues.ts';
import { MissingTranslations } from './MissingTranslations.tsx';
import { missingFromFailure, type MissingTranslation } from './missingTranslations.ts';
import { scheduleFormSchema, scheduleTimes, scheduleValues, type ScheduleFormValues, type ScheduleTimes } from './scheduleForm.ts';

type Outcome = { kind: 'saved' | 'cleared' } | { kind: 'refused'; messages: string[] } | { kind: 'missing'; missing: MissingTranslation[] } | { kind: 'failure'; id: string };

/**
 * When an article or banner is to be published and unpublished by itself (issue 21 item 8): times
 * entered as Taipei time, the officer's own beside. Nothing shows for a family that cannot be scheduled.
 */
export function SchedulePanel({ spec, id }: { spec: FamilySpec; id: string }) {
  const { data } = useStaffContentScheduleQuery({ variables: { family: spec.family, id }, fetchPolicy: 'network-only', context: { silentErrors: true } });
  // Here, not in the form: the form is made again from the times kept, and the outcome outlives it.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const schedule = data?.staffContentRecord?.schedule;
  if (!schedule) return null;
  return <ScheduleForm key={`${schedule.publishAt}|${schedule.unpublishAt}`} spec={spec} id={id} schedule={schedule} outcome={outcome} setOutcome={setOutcome} />;
}

function ScheduleForm({
  spec,
  id,
  schedule,
  outcome,
  setOutcome,
}: {
  spec: FamilySpec;
  id: string;
  schedule: ScheduleTimes & { setBy: string | null };
  outcome: Outcome | null;
  setOutcome: (outcome: Outcome | null) => void;
}) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const form = useSchemaForm<ScheduleFormValues, ScheduleFormValues>(scheduleFormSchema(), scheduleValues(schedule));
  const [send, { loading }] = useStaffScheduleContentMutation({ context: { silentErrors: true }, refetchQueries: ['StaffContentSchedule'], awaitRefetchQueries: true });
  const fieldNames = spec.fields.map((field) => field.name);

  const keep = async (times: ScheduleTimes) => {
    setOutcome(null);
    try {
      await send({ variables: { input: { family: spec.family, id, ...times } } });
      setOutcome({ kind: times.publishAt || times.unpublishAt ? 'saved' : 'cleared' });
    } catch (cause) {
      const missing = missingFromFailure(cause, fieldNames);
      const refused = toApplyFailure(cause).fields.map((field) => field.message);
      if (missing) setOutcome({ kind: 'missing', missing });
      // The backend's words, in the page's language (a time that passed while the form was open).
      else if (refusal(cause).code === 'BAD_USER_INPUT' && refused.length > 0) setOutcome({ kind: 'refused', messages: refused });
      else setOutcome({ kind: 'failure', id: failureMessageId(cause) });
      throw cause;
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="content-schedule-heading">
      <h2 id="content-schedule-heading">{f({ id: 'staff.content.schedule.title' })}</h2>
      <p className={styles.muted}>{f({ id: 'staff.content.schedule.intro' })}</p>
      {schedule.publishAt || schedule.unpublishAt ? (
        <dl>
          {schedule.publishAt ? (
            <>
              <dt>{f({ id: 'staff.content.schedule.publishAt' })}</dt>
              <dd>
                <TaipeiTime iso={schedule.publishAt} />
              </dd>
            </>
          ) : null}
          {schedule.unpublishAt ? (
            <>
              <dt>{f({ id: 'staff.content.schedule.unpublishAt' })}</dt>
              <dd>
                <TaipeiTime iso={schedule.unpublishAt} />
              </dd>
            </>
          ) : null}
          {schedule.setBy ? (
            <>
              <dt>{f({ id: 'staff.content.schedule.setBy' })}</dt>
              <dd>{schedule.setBy}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>{f({ id: 'staff.content.schedule.none' })}</p>
      )}
      <Form form={form} id="content-schedule-form" labelledBy="content-schedule-heading" onSubmit={(values) => keep(scheduleTimes(values))}>
        <TaipeiTimeField name="publishAt" label={f({ id: 'staff.content.schedule.publishAt' })} required={false} />
        <TaipeiTimeField name="unpublishAt" label={f({ id: 'staff.content.schedule.unpublishAt' })} required={false} />
        <OutcomeView outcome={outcome} spec={spec} fieldNames={fieldNames} />
        <div className={styles.actions}>
          <SubmitButton>{f({ id: 'staff.content.schedule.save' })}</SubmitButton>
          {schedule.publishAt || schedule.unpublishAt ? (
            <button type="button" className="button" disabled={loading} onClick={() => void keep({ publishAt: null, unpublishAt: null }).catch(() => undefined)}>
              {f({ id: 'staff.content.schedule.clear' })}
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function OutcomeView({ outcome, spec, fieldNames }: { outcome: Outcome | null; spec: FamilySpec; fieldNames: string[] }) {
  const intl = useIntl();
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'failure':
      return <Failure id={outcome.id} />;
    case 'missing':
      return (
        <div role="alert" className={styles.error}>
          <p>{intl.formatMessage({ id: 'staff.content.schedule.incomplete' })}</p>
          <MissingTranslations family={spec.family} fieldNames={fieldNames} missing={outcome.missing} />
        </div>
      );
    case 'refused':
      return (
        <div role="alert" className={styles.error}>
          <p>{intl.formatMessage({ id: 'staff.content.schedule.refused' })}</p>
          <ul>
            {outcome.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      );
    default:
      return (
        <p role="status" className={styles.success}>
          {intl.formatMessage({ id: outcome.kind === 'saved' ? 'staff.content.schedule.saved' : 'staff.content.schedule.cleared' })}
        </p>
      );
  }
}
