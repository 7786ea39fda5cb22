import { useApolloClient } from '@apollo/client/react';
import { useRef, useState, type ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { toApplyFailure } from '../../../components/Application/failures.ts';
import { Form, SubmitButton, useSchemaForm } from '../../../components/Form/index.ts';
import { Failure } from '../common/Failure.tsx';
import { failureMessageId, refusal } from '../common/failure.ts';
import styles from '../common/page.module.css';
import { StaffSiteSettingsDocument, type StaffSiteSettingsFieldsFragment } from './siteSettings.generated.ts';

type Settings = StaffSiteSettingsFieldsFragment;

interface SettingFormProps<In extends FieldValues, Out> {
  /** The id of the section's heading: the form's accessible name. */
  labelledBy: string;
  schema: z.ZodType<Out, In>;
  settings: Settings;
  /** The form's values from the settings, and the version a save of them names. */
  values: (settings: Settings) => In;
  version: (settings: Settings) => string;
  /** Sends the values over `version`; answers the settings as saved. */
  save: (version: string, values: Out) => Promise<Settings>;
  /** A colleague's saved values, as the conflict shows them. */
  theirs: (settings: Settings) => ReactNode;
  /** Told of the settings the form stands on after a save, or after taking a colleague's. */
  onAdopt: (settings: Settings) => void;
  children: ReactNode;
}

type Status = { kind: 'saved' | 'tookTheirs' } | { kind: 'failure'; id: string };

/**
 * One setting's form with versioned saves, as the content editor has (ContentEditor.tsx): a save
 * names the version the form was taken from; when a colleague saved since, nothing is written and
 * their values are shown, and the officer takes them or saves over them knowingly. The server's
 * refusals of values are marked at their fields.
 */
export function SettingForm<In extends FieldValues, Out>({ labelledBy, schema, settings, values, version, save, theirs, onAdopt, children }: SettingFormProps<In, Out>) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const client = useApolloClient();
  const form = useSchemaForm<In, Out>(schema, values(settings) as DefaultValues<In>);
  // The settings as this form last took them: the version its save names.
  const base = useRef(settings);
  const formElement = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [conflict, setConflict] = useState<Settings | null>(null);

  const adopt = (next: Settings) => {
    base.current = next;
    form.reset(values(next));
    setConflict(null);
    onAdopt(next);
  };

  const onSubmit = async (output: Out) => {
    setStatus(null);
    try {
      adopt(await save(version(base.current), output));
      setStatus({ kind: 'saved' });
    } catch (cause) {
      const { code, reason } = refusal(cause);
      if (code === 'CONFLICT' && reason === 'STALE_VERSION') {
        const { data } = await client.query({ query: StaffSiteSettingsDocument, fetchPolicy: 'network-only', context: { silentErrors: true } }).catch(() => ({ data: undefined }));
        if (data) setConflict(data.staffSiteSettings);
        else setStatus({ kind: 'failure', id: 'staff.error.conflict' });
      } else {
        for (const problem of toApplyFailure(cause).fields) form.setError(problem.path as Path<In>, { type: 'server', message: problem.message });
        setStatus({ kind: 'failure', id: failureMessageId(cause) });
      }
      throw cause;
    }
  };

  return (
    <div ref={formElement}>
      <Form form={form} labelledBy={labelledBy} onSubmit={onSubmit}>
        {children}
        {conflict ? (
          <section className={styles.panel} aria-labelledby={`${labelledBy}-conflict`}>
            <h3 id={`${labelledBy}-conflict`}>{f({ id: 'staff.settings.conflict.title' })}</h3>
            <p role="alert">{f({ id: 'staff.settings.conflict.body' })}</p>
            {theirs(conflict)}
            <div className={styles.actions}>
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  // The officer has seen their values and chose to save over them: a decision, not a silent overwrite.
                  base.current = conflict;
                  setConflict(null);
                  formElement.current?.querySelector('form')?.requestSubmit();
                }}
              >
                {f({ id: 'staff.content.conflict.keepMine' })}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  adopt(conflict);
                  setStatus({ kind: 'tookTheirs' });
                }}
              >
                {f({ id: 'staff.content.conflict.takeTheirs' })}
              </button>
            </div>
          </section>
        ) : null}
        {status?.kind === 'failure' ? <Failure id={status.id} /> : null}
        {status && status.kind !== 'failure' ? (
          <p role="status" className={styles.success}>
            {f({ id: status.kind === 'saved' ? 'staff.settings.saved' : 'staff.content.conflict.tookTheirs' })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <SubmitButton>{f({ id: 'staff.content.save' })}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
