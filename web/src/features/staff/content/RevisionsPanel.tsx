import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { controlClasses as kit } from '../../../components/Form/index.ts';
import type { ContentRevisionAction } from '../../../generated/types.ts';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { EmailText } from '../common/EmailText.tsx';
import { Failure } from '../common/Failure.tsx';
import { failureMessageId, refusal } from '../common/failure.ts';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';
import { TaipeiTime } from '../common/time.tsx';
import type { StaffContentRecordFieldsFragment } from './content.generated.ts';
import {
  useStaffContentRevisionsQuery,
  useStaffRestoreContentRevisionMutation,
  type StaffContentRevisionsQuery,
} from './contentRevisions.generated.ts';
import { fieldLabel } from './fieldLabels.ts';
import { changedFields, fieldNamed, type FamilySpec } from './fieldValues.ts';
import { FieldValueView } from './FieldValueView.tsx';
import content from './content.module.css';

type ContentRecord = StaffContentRecordFieldsFragment;
type Revision = StaffContentRevisionsQuery['staffContentRevisions'][number];

const actionNames = defineMessages<ContentRevisionAction>({
  CREATE: { id: 'staff.content.revisions.action.create' },
  SAVE: { id: 'staff.content.revisions.action.save' },
  PUBLISH: { id: 'staff.content.revisions.action.publish' },
  UNPUBLISH: { id: 'staff.content.revisions.action.unpublish' },
  RESTORE_REVISION: { id: 'staff.content.revisions.action.restoreRevision' },
  RESTORE: { id: 'staff.content.revisions.action.restore' },
});

/**
 * A record's history, newest first: who changed what and when; any revision compared with the
 * current values or with another revision (side by side, changed fields marked), and brought back
 * after a confirmation.
 */
export function RevisionsPanel({
  spec,
  record,
  version,
  onRestored,
}: {
  spec: FamilySpec;
  record: ContentRecord;
  /** The version the officer's form was taken from, which a restore names as a save does. */
  version: () => number;
  onRestored: (record: ContentRecord, revision: number) => void;
}) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const { data, loading, error } = useStaffContentRevisionsQuery({
    variables: { family: spec.family, id: record.id },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const [restore, restoring] = useStaffRestoreContentRevisionMutation({ context: { silentErrors: true } });
  const [compared, setCompared] = useState<Revision | null>(null);
  // What the compared revision is set beside: the current values (null) or another revision.
  const [against, setAgainst] = useState<number | null>(null);
  const [restoringRevision, setRestoringRevision] = useState<Revision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const revisions = data?.staffContentRevisions ?? [];
  const label = (name: string) => fieldLabel(intl, spec.family, name);

  const confirmRestore = async () => {
    if (!restoringRevision) return;
    setFailure(null);
    try {
      const { data: answer } = await restore({
        variables: { input: { family: spec.family, id: record.id, version: version(), revision: restoringRevision.version } },
        refetchQueries: ['StaffContentRevisions'],
      });
      if (answer) onRestored(answer.staffRestoreContentRevision, restoringRevision.version);
      setCompared(null);
      setRestoringRevision(null);
    } catch (cause) {
      setFailure(refusal(cause).code === 'CONFLICT' ? 'staff.content.revisions.stale' : failureMessageId(cause));
    }
  };

  return (
    <section className={`${styles.panel} ${content.widePanel}`} aria-labelledby="content-revisions-heading">
      <h2 id="content-revisions-heading">{f({ id: 'staff.content.revisions.title' })}</h2>
      {error && !data ? <Failure id="staff.error.load" /> : null}
      <TableScroll label={f({ id: 'staff.content.revisions.caption' })} busy={loading}>
        <table className={`${styles.table} ${styles.wide} ${styles.stack}`}>
          <caption className="visually-hidden">{f({ id: 'staff.content.revisions.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.content.revisions.version' })}</th>
              <th scope="col">{f({ id: 'staff.content.revisions.action' })}</th>
              <th scope="col">{f({ id: 'staff.content.revisions.when' })}</th>
              <th scope="col">{f({ id: 'staff.content.revisions.by' })}</th>
              <th scope="col">{f({ id: 'staff.content.revisions.changed' })}</th>
              <th scope="col">{f({ id: 'staff.content.column.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision) => (
              <tr key={revision.version}>
                <th scope="row">{revision.version}</th>
                <td data-label={f({ id: 'staff.content.revisions.action' })}>{f(actionNames[revision.action])}</td>
                <td data-label={f({ id: 'staff.content.revisions.when' })}>
                  <TaipeiTime iso={revision.at} />
                </td>
                <td data-label={f({ id: 'staff.content.revisions.by' })}>{revision.by ? <EmailText email={revision.by} /> : '—'}</td>
                <td data-label={f({ id: 'staff.content.revisions.changed' })}>
                  {revision.changedFields.length > 0 ? intl.formatList(revision.changedFields.map(label), { type: 'conjunction' }) : '—'}
                </td>
                <td data-label={f({ id: 'staff.content.column.actions' })}>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={f({ id: 'staff.content.revisions.compareNamed' }, { version: revision.version })}
                      aria-pressed={compared?.version === revision.version}
                      onClick={() => {
                        setCompared(compared?.version === revision.version ? null : revision);
                        setAgainst(null);
                      }}
                    >
                      {f({ id: 'staff.content.revisions.compare' })}
                    </button>
                    {revision.version !== record.version ? (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={f({ id: 'staff.content.revisions.restoreNamed' }, { version: revision.version })}
                        onClick={() => {
                          setFailure(null);
                          setRestoringRevision(revision);
                        }}
                      >
                        {f({ id: 'staff.content.revisions.restore' })}
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!data && loading ? <p className={styles.empty}>{f({ id: 'staff.loading' })}</p> : null}
      </TableScroll>
      {compared ? (
        <Comparison
          spec={spec}
          revision={compared}
          other={revisions.find((each) => each.version === against) ?? null}
          record={record}
          choices={revisions.filter((each) => each.version !== compared.version).map((each) => each.version)}
          onChoose={setAgainst}
        />
      ) : null}
      <ConfirmDialog
        open={restoringRevision !== null}
        title={f({ id: 'staff.content.revisions.restoreTitle' }, { version: restoringRevision?.version ?? '' })}
        confirmLabel={f({ id: 'staff.content.revisions.restore' })}
        busy={restoring.loading}
        onConfirm={() => void confirmRestore()}
        onClose={() => setRestoringRevision(null)}
      >
        <p>{f({ id: 'staff.content.revisions.restoreQuestion' }, { version: restoringRevision?.version ?? '' })}</p>
        {failure ? <Failure id={failure} /> : null}
      </ConfirmDialog>
    </section>
  );
}

/**
 * A revision's values beside another revision's (`other`) or the record's current ones, every
 * field, the differing ones marked; the officer picks what it is set beside.
 */
function Comparison({
  spec,
  revision,
  other,
  record,
  choices,
  onChoose,
}: {
  spec: FamilySpec;
  revision: Revision;
  other: Revision | null;
  record: ContentRecord;
  /** The other revisions' versions, newest first. */
  choices: number[];
  onChoose: (version: number | null) => void;
}) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const selectId = useId();
  const beside = other?.fields ?? record.fields;
  const changed = new Set(changedFields(spec.fields, revision.fields, beside));
  const caption = other
    ? f({ id: 'staff.content.compare.captionVersions' }, { version: revision.version, other: other.version, count: changed.size })
    : f({ id: 'staff.content.compare.caption' }, { version: revision.version, count: changed.size });
  return (
    <>
      <div className={`${kit.field} ${styles.toolbarField}`}>
        <label className={kit.label} htmlFor={selectId}>
          {f({ id: 'staff.content.compare.against' }, { version: revision.version })}
        </label>
        <select
          id={selectId}
          className={`${kit.input} ${kit.select}`}
          value={other?.version ?? ''}
          onChange={(event) => onChoose(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{f({ id: 'staff.content.compare.current' })}</option>
          {choices.map((version) => (
            <option key={version} value={version}>
              {f({ id: 'staff.content.compare.revision' }, { version })}
            </option>
          ))}
        </select>
      </div>
      <TableScroll label={caption}>
        <table className={`${styles.table} ${styles.wide}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.content.compare.field' })}</th>
              <th scope="col">{f({ id: 'staff.content.compare.revision' }, { version: revision.version })}</th>
              <th scope="col">{other ? f({ id: 'staff.content.compare.revision' }, { version: other.version }) : f({ id: 'staff.content.compare.current' })}</th>
            </tr>
          </thead>
          <tbody>
            {spec.fields.map((field) => (
              <tr key={field.name} className={changed.has(field.name) ? content.changed : undefined}>
                <th scope="row">
                  {fieldLabel(intl, spec.family, field.name)}
                  {changed.has(field.name) ? (
                    <>
                      {' '}
                      <span className={styles.badge}>{f({ id: 'staff.content.compare.changed' })}</span>
                    </>
                  ) : null}
                </th>
                <td>
                  <FieldValueView spec={field} data={fieldNamed(revision.fields, field.name)} />
                </td>
                <td>
                  <FieldValueView spec={field} data={fieldNamed(beside, field.name)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
