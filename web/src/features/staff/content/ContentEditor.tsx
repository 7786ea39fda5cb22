import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath } from '../../../app/paths.ts';
import { problemsText, toApplyFailure } from '../../../components/Application/failures.ts';
import { Form, SubmitButton, useSchemaForm } from '../../../components/Form/index.ts';
import { useFormDraft } from '../../../components/Form/useFormDraft.ts';
import { Failure } from '../common/Failure.tsx';
import { failureMessageId, refusal } from '../common/failure.ts';
import styles from '../common/page.module.css';
import { ConflictPanel } from './ConflictPanel.tsx';
import type { StaffContentRecordFieldsFragment } from './content.generated.ts';
import { contentDraftKey, forgetDraftVersion, keepDraftVersion, keptDraftVersion } from './contentDraft.ts';
import { contentFormSchema } from './contentFormSchema.ts';
import { ContentFields } from './ContentFields.tsx';
import { StaffContentRecordDocument, useStaffCreateContentMutation, useStaffSaveContentMutation } from './contentRecord.generated.ts';
import { familySegment } from './families.ts';
import { formPath, pathLabel } from './fieldProblems.ts';
import { emptyForm, fieldInputs, fieldNamed, formValues, sameData, type ContentFormValues, type FamilySpec } from './fieldValues.ts';
import { MissingTranslations } from './MissingTranslations.tsx';
import { missingFromFailure, type MissingTranslation } from './missingTranslations.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { RevisionsPanel } from './RevisionsPanel.tsx';
import { SchedulePanel } from './SchedulePanel.tsx';
import content from './content.module.css';

type ContentRecord = StaffContentRecordFieldsFragment;

/** What the form says under its fields after a save. */
type Status =
  | { kind: 'saved' | 'created' | 'tookTheirs' | 'kept' }
  | { kind: 'restored'; revision: number }
  | { kind: 'failure'; id: string }
  | { kind: 'problems'; text: string }
  | { kind: 'missing'; missing: MissingTranslation[] };

/** Set by the new-record form on its way to the record's own page. */
interface CreatedState {
  created?: boolean;
}

/**
 * A record's form made from its family's specs, with versioned saves: a save names the version the
 * form was taken from, and when a colleague saved since, nothing is written and their values are
 * shown beside the officer's, who keeps what they typed. Then publication and the revisions.
 */
export function ContentEditor({ spec, record }: { spec: FamilySpec; record: ContentRecord | null }) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const client = useApolloClient();
  const created = (useLocation().state as CreatedState | null)?.created === true;
  const specs = spec.fields;
  const fieldNames = useMemo(() => specs.map((field) => field.name), [specs]);
  const published = useRef(false);
  published.current = record?.published ?? false;
  const schema = useMemo(() => contentFormSchema(specs, () => published.current), [specs]);
  const form = useSchemaForm<ContentFormValues, ContentFormValues>(schema, record ? formValues(specs, record.fields) : emptyForm(specs));
  const { isDirty } = useFormState({ control: form.control });
  // The record as this form last took it: the version its save names.
  const base = useRef<ContentRecord | null>(record);
  const [status, setStatus] = useState<Status | null>(created ? { kind: 'created' } : null);
  const [conflict, setConflict] = useState<ContentRecord | null>(null);
  const [create] = useStaffCreateContentMutation({ context: { silentErrors: true } });
  const [save] = useStaffSaveContentMutation({ context: { silentErrors: true } });

  // Unsaved edits are kept in the tab until saved (contentDraft.ts), with the version they were typed over.
  const draftKey = contentDraftKey(spec.family, record?.id ?? null);
  const { restore: restoreDraft, clear: clearDraft } = useFormDraft(draftKey, form, { restore: false });
  // The draft whose version is noted: noted at its first edit, not read back from storage at every key.
  const versionNoted = useRef<string | null>(null);
  const forgetDraft = () => {
    clearDraft();
    forgetDraftVersion(draftKey);
    versionNoted.current = null;
  };
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name === undefined || versionNoted.current === draftKey) return;
      keepDraftVersion(draftKey, base.current?.version ?? 0);
      versionNoted.current = draftKey;
    });
    return () => subscription.unsubscribe();
  }, [form, draftKey]);
  const restoredKey = useRef<string | null>(null);
  useEffect(() => {
    if (restoredKey.current === draftKey) return;
    restoredKey.current = draftKey;
    const version = keptDraftVersion(draftKey);
    if (!restoreDraft()) {
      forgetDraftVersion(draftKey);
      return;
    }
    if (record && version !== null && version !== record.version) base.current = { ...record, version };
    setStatus({ kind: 'kept' });
  }, [restoreDraft, draftKey, record]);

  const adopt = (next: ContentRecord) => {
    forgetDraft();
    base.current = next;
    form.reset(formValues(specs, next.fields));
    setConflict(null);
  };

  /** Back to the record as stored (or the empty form), the kept edits forgotten. */
  const discard = () => {
    forgetDraft();
    base.current = record;
    form.reset(record ? formValues(specs, record.fields) : emptyForm(specs));
    setConflict(null);
    setStatus(null);
  };


  /** Why a save failed, at the fields it names and in words above the button. */
  const explain = (cause: unknown) => {
    const missing = missingFromFailure(cause, fieldNames);
    if (missing) {
      setStatus({ kind: 'missing', missing });
      return;
    }
    const problems = toApplyFailure(cause).fields.flatMap((problem) => {
      const path = formPath(problem.path, fieldNames);
      return path ? [{ ...problem, path }] : [];
    });
    if (refusal(cause).code === 'BAD_USER_INPUT' && problems.length > 0) {
      for (const problem of problems) form.setError(problem.path, { type: 'server', message: problem.message });
      setStatus({ kind: 'problems', text: problemsText(problems, (path) => pathLabel(intl, spec.family, path), intl) });
      return;
    }
    setStatus({ kind: 'failure', id: failureMessageId(cause) });
  };

  /** The record as a colleague left it; null when it went to the bin meanwhile. */
  const theirs = async (): Promise<ContentRecord | null> => {
    const { data } = await client.query({
      query: StaffContentRecordDocument,
      variables: { family: spec.family, id: record?.id ?? '' },
      fetchPolicy: 'network-only',
      context: { silentErrors: true },
    });
    return data?.staffContentRecord ?? null;
  };

  const onSubmit = async (values: ContentFormValues) => {
    setStatus(null);
    const fields = fieldInputs(specs, values);
    if (!record) {
      try {
        const { data } = await create({ variables: { input: { family: spec.family, fields } } });
        if (data) {
          forgetDraft();
          await navigate(localPath(lang, 'staff', 'content', familySegment(spec.family), data.staffCreateContent.id), {
            replace: true,
            state: { created: true } satisfies CreatedState,
          });
        }
      } catch (cause) {
        explain(cause);
        throw cause;
      }
      return;
    }
    try {
      const { data } = await save({
        variables: { input: { family: spec.family, id: record.id, version: base.current?.version ?? record.version, fields } },
        refetchQueries: ['StaffContentRevisions'],
      });
      if (data) adopt(data.staffSaveContent);
      setStatus({ kind: 'saved' });
    } catch (cause) {
      const { code, reason } = refusal(cause);
      if (code === 'CONFLICT' && reason === 'STALE_VERSION') {
        const current = await theirs().catch(() => null);
        if (current) setConflict(current);
        else setStatus({ kind: 'failure', id: 'staff.content.error.gone' });
      } else explain(cause);
      throw cause;
    }
  };

  return (
    <>
      {/* The server's marks (a refused publish or save) are dropped as the form is sent again: left
          in place, react-hook-form kept the submit from reaching onSubmit in Chromium. */}
      <div onSubmitCapture={() => form.clearErrors()}>
        <Form form={form} id="content-form" labelledBy="staff-content-record-title" className={content.editor} onSubmit={onSubmit}>
          <ContentFields family={spec} />
          {conflict ? (
            <ConflictPanel
              spec={spec}
              theirs={conflict}
              form={form}
              onTakeTheirs={() => {
                adopt(conflict);
                setStatus({ kind: 'tookTheirs' });
              }}
              onKeepMine={() => {
                // The officer has seen their values and chose to save over them: a decision, not a silent overwrite.
                base.current = conflict;
                setConflict(null);
                document.querySelector<HTMLFormElement>('#content-form')?.requestSubmit();
              }}
            />
          ) : null}
          <StatusView status={status} spec={spec} fieldNames={fieldNames} onDiscard={discard} />
          <div className={styles.actions}>
            <SubmitButton>{intl.formatMessage({ id: record ? 'staff.content.save' : 'staff.content.create' })}</SubmitButton>
          </div>
        </Form>
      </div>
      {record ? (
        <PublishPanel
          spec={spec}
          record={record}
          unsaved={isDirty}
          onPublished={(next) => {
            // Only the published state changed when the fields are the ones this form was taken
            // from: the form goes on from the new version. Otherwise a colleague saved first, and
            // the next save is refused and shows their values.
            const from = base.current;
            if (from && specs.every((field) => sameData(field, fieldNamed(from.fields, field.name), fieldNamed(next.fields, field.name)))) base.current = next;
          }}
        />
      ) : null}
      <PreviewPanel spec={spec} id={record?.id ?? null} values={() => fieldInputs(specs, form.getValues())} />
      {record ? <SchedulePanel spec={spec} id={record.id} /> : null}
      {record ? (
        <RevisionsPanel
          spec={spec}
          record={record}
          version={() => base.current?.version ?? record.version}
          onRestored={(next, revision) => {
            adopt(next);
            setStatus({ kind: 'restored', revision });
          }}
        />
      ) : null}
    </>
  );
}

function StatusView({ status, spec, fieldNames, onDiscard }: { status: Status | null; spec: FamilySpec; fieldNames: string[]; onDiscard: () => void }) {
  const intl = useIntl();
  if (!status) return null;
  switch (status.kind) {
    case 'failure':
      return <Failure id={status.id} />;
    case 'problems':
      return (
        <p role="alert" className={styles.error}>
          {status.text}
        </p>
      );
    case 'missing':
      return (
        <div role="alert" className={styles.error}>
          <p>{intl.formatMessage({ id: 'staff.content.saveIncomplete' })}</p>
          <MissingTranslations family={spec.family} fieldNames={fieldNames} missing={status.missing} />
        </div>
      );
    case 'kept':
      return (
        <p role="status" className={content.kept}>
          {intl.formatMessage({ id: 'staff.content.draftKept' })}{' '}
          <button type="button" className={content.inlineAction} onClick={onDiscard}>
            {intl.formatMessage({ id: 'staff.content.draftDiscard' })}
          </button>
        </p>
      );
    case 'restored':
      return (
        <p role="status" className={styles.success}>
          {intl.formatMessage({ id: 'staff.content.revisions.restoredNotice' }, { version: status.revision })}
        </p>
      );
    default:
      return (
        <p role="status" className={styles.success}>
          {intl.formatMessage(statusMessages[status.kind])}
        </p>
      );
  }
}

const statusMessages = defineMessages({
  saved: { id: 'staff.content.saved' },
  created: { id: 'staff.content.created' },
  tookTheirs: { id: 'staff.content.conflict.tookTheirs' },
});
