import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Failure } from '../common/Failure.tsx';
import { failureMessageId } from '../common/failure.ts';
import styles from '../common/page.module.css';
import { useStaffPublishContentMutation, type StaffContentRecordFieldsFragment } from './content.generated.ts';
import type { FamilySpec } from './fieldValues.ts';
import { MissingTranslations } from './MissingTranslations.tsx';
import { missingFromFailure, type MissingTranslation } from './missingTranslations.ts';

type ContentRecord = StaffContentRecordFieldsFragment;

/**
 * Whether visitors see the record, and the switch. Before publishing it says which fields are
 * still empty in which language (the record's `missingTranslations`); a refused publish says it
 * from the refusal.
 */
export function PublishPanel({
  spec,
  record,
  unsaved,
  onPublished,
}: {
  spec: FamilySpec;
  record: ContentRecord;
  /** The form holds edits not saved yet: publishing acts on the saved version. */
  unsaved: boolean;
  onPublished: (record: ContentRecord) => void;
}) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const [publish, { loading }] = useStaffPublishContentMutation({ context: { silentErrors: true } });
  const [refused, setRefused] = useState<MissingTranslation[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fieldNames = spec.fields.map((field) => field.name);
  const missing = refused ?? (record.published ? [] : record.missingTranslations);

  const toggle = async () => {
    setRefused(null);
    setFailure(null);
    setNotice(null);
    try {
      const { data } = await publish({
        variables: { input: { family: spec.family, id: record.id, published: !record.published } },
        refetchQueries: ['StaffContentRevisions'],
      });
      if (!data) return;
      onPublished(data.staffPublishContent);
      setNotice(f({ id: data.staffPublishContent.published ? 'staff.content.publish.done' : 'staff.content.publish.undone' }));
    } catch (cause) {
      const fields = missingFromFailure(cause, fieldNames);
      if (fields) setRefused(fields);
      else setFailure(failureMessageId(cause));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="content-publish-heading">
      <h2 id="content-publish-heading">{f({ id: 'staff.content.publish.title' })}</h2>
      <p>
        <span className={record.published ? `${styles.badge} ${styles.badgeActive}` : styles.badge}>
          {f({ id: record.published ? 'staff.content.published' : 'staff.content.unpublished' })}
        </span>{' '}
        {f({ id: record.published ? 'staff.content.publish.visible' : 'staff.content.publish.hidden' })}
      </p>
      {missing.length > 0 ? (
        <div role={refused ? 'alert' : undefined} className={refused ? styles.error : undefined}>
          <p>{f({ id: refused ? 'staff.content.publish.refused' : 'staff.content.publish.missing' })}</p>
          <MissingTranslations family={spec.family} fieldNames={fieldNames} missing={missing} />
        </div>
      ) : null}
      {failure ? <Failure id={failure} /> : null}
      {notice ? (
        <p role="status" className={styles.success}>
          {notice}
        </p>
      ) : null}
      {unsaved ? <p className={styles.muted}>{f({ id: 'staff.content.publish.unsaved' })}</p> : null}
      <button type="button" className="button button-primary" disabled={loading} onClick={() => void toggle()}>
        {f({ id: record.published ? 'staff.content.unpublish' : 'staff.content.publish' })}
      </button>
    </section>
  );
}
