import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { NotFound } from '../../../components/NotFound/NotFound.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { useFocusOnOutcome } from '../common/useFocusOnOutcome.ts';
import { Failure } from '../common/Failure.tsx';
import { failureMessageId, refusal } from '../common/failure.ts';
import styles from '../common/page.module.css';
import { EmailText } from '../common/EmailText.tsx';
import { TableScroll } from '../common/TableScroll.tsx';
import { TaipeiTime } from '../common/time.tsx';
import { useStaffPublishContentMutation, type StaffContentRecordFieldsFragment } from './content.generated.ts';
import {
  StaffContentRecordsDocument,
  useStaffContentRecordsQuery,
  useStaffDeleteContentMutation,
  useStaffMoveContentMutation,
} from './contentList.generated.ts';
import { DragReorder, SortableRow } from './DragReorder.tsx';
import { familyNames, familySegment } from './families.ts';
import { recordTitle, thumbnailOf, type FamilySpec } from './fieldValues.ts';
import { MissingTranslations } from './MissingTranslations.tsx';
import { missingFromFailure, type MissingTranslation } from './missingTranslations.ts';
import { useContentFamily } from './useContentFamily.ts';
import content from './content.module.css';

type ContentRecord = StaffContentRecordFieldsFragment;

/** `/{lang}/staff/content/:family`: the family's records in display order. */
export default function ContentListPage() {
  const intl = useIntl();
  const lang = useLang();
  const { family, spec, loading, failed } = useContentFamily();
  if (family === null)
    return <NotFound back={{ to: localPath(lang, 'staff', 'content'), label: intl.formatMessage({ id: 'staff.content.backToIndex' }) }} />;
  if (failed) return <Failure id="staff.error.load" />;
  if (!spec || loading) return <p aria-busy="true">{intl.formatMessage({ id: 'staff.loading' })}</p>;
  return <RecordList key={spec.family} spec={spec} />;
}

/** What the page says after an action: a notice, a refusal, or a publish refused for missing translations. */
type Outcome =
  | { kind: 'notice'; text: string; bin?: boolean }
  | { kind: 'failure'; id: string }
  | { kind: 'missing'; record: ContentRecord; title: string; missing: MissingTranslation[] };

function RecordList({ spec }: { spec: FamilySpec }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const lang = useLang();
  const { family } = spec;
  const name = f(familyNames[family]);
  usePageTitle(name);
  const { data, loading, error, refetch } = useStaffContentRecordsQuery({ variables: { family }, fetchPolicy: 'cache-and-network', context: { silentErrors: true } });
  const [move, moving] = useStaffMoveContentMutation({ context: { silentErrors: true } });
  const [publish, publishing] = useStaffPublishContentMutation({ context: { silentErrors: true } });
  const [remove, removing] = useStaffDeleteContentMutation({ context: { silentErrors: true } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [deleting, setDeleting] = useState<ContentRecord | null>(null);
  const said = useFocusOnOutcome<HTMLDivElement>(deleting !== null, outcome);
  // The button to focus once a move has redrawn the rows (the moved row's own, as the keyboard left it).
  const refocus = useRef<{ id: string; up: boolean } | null>(null);
  const records = data?.staffContentRecords ?? [];
  const titleOf = (record: ContentRecord) => recordTitle(spec, record.fields, lang) ?? f({ id: 'staff.content.untitled' });
  const fieldNames = spec.fields.map((field) => field.name);
  const recordPath = (record: ContentRecord) => localPath(lang, 'staff', 'content', familySegment(family), record.id);

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const wanted = document.getElementById(moveButtonId(target.id, target.up));
    const other = document.getElementById(moveButtonId(target.id, !target.up));
    (wanted instanceof HTMLButtonElement && !wanted.disabled ? wanted : other)?.focus();
  }, [records]);

  /** Moves a record to the place of the one at `toIndex` (a button: its neighbour's; a drag: where it was dropped). */
  const moveRecord = async (record: ContentRecord, toIndex: number, focus?: { up: boolean }) => {
    const from = records.findIndex((each) => each.id === record.id);
    const target = records[toIndex];
    // One move at a time; the buttons stay enabled meanwhile, as disabling the focused one would drop the focus.
    if (from < 0 || !target || target.id === record.id || moving.loading) return;
    setOutcome(null);
    // Set before the move: the answered order redraws the rows before the mutation resolves.
    refocus.current = focus ? { id: record.id, up: focus.up } : null;
    // The order the server will answer, drawn at once (a dropped row stays where it was dropped).
    const expected = [...records];
    expected.splice(toIndex, 0, ...expected.splice(from, 1));
    try {
      const moved = await move({
        // From where the officer saw it to where they saw the record whose place it takes.
        variables: { input: { family, id: record.id, from: record.position, to: target.position } },
        optimisticResponse: { staffMoveContent: expected.map((each, position) => ({ ...each, position })) },
        update(cache, { data: answer }) {
          if (answer) cache.writeQuery({ query: StaffContentRecordsDocument, variables: { family }, data: { staffContentRecords: answer.staffMoveContent } });
        },
      });
      const order = moved.data?.staffMoveContent ?? [];
      setOutcome({
        kind: 'notice',
        text: f({ id: 'staff.content.moved' }, { title: titleOf(record), position: order.findIndex((r) => r.id === record.id) + 1, count: order.length }),
      });
    } catch (cause) {
      // Someone else moved or removed it meanwhile: the list as it is now.
      setOutcome({ kind: 'failure', id: refusal(cause).code === 'CONFLICT' ? 'staff.content.error.moved' : failureMessageId(cause) });
      void refetch();
    }
  };

  const togglePublished = async (record: ContentRecord) => {
    setOutcome(null);
    try {
      await publish({ variables: { input: { family, id: record.id, published: !record.published } } });
      setOutcome({ kind: 'notice', text: f({ id: record.published ? 'staff.content.unpublishedNotice' : 'staff.content.publishedNotice' }, { title: titleOf(record) }) });
    } catch (cause) {
      const missing = missingFromFailure(cause, fieldNames);
      setOutcome(missing ? { kind: 'missing', record, title: titleOf(record), missing } : { kind: 'failure', id: failureMessageId(cause) });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setOutcome(null);
    try {
      await remove({ variables: { input: { family, id: deleting.id } }, refetchQueries: [StaffContentRecordsDocument] });
      setOutcome({ kind: 'notice', text: f({ id: 'staff.content.deletedNotice' }, { title: titleOf(deleting) }), bin: true });
    } catch (cause) {
      setOutcome({ kind: 'failure', id: failureMessageId(cause) });
    }
    said.acted();
    setDeleting(null);
  };

  return (
    <section className={styles.page} aria-labelledby="staff-content-list-title">
      <Link to={localPath(lang, 'staff', 'content')}>{f({ id: 'staff.content.backToIndex' })}</Link>
      <div className={styles.head}>
        <h1 id="staff-content-list-title">{name}</h1>
        <Link className="button button-primary" to={localPath(lang, 'staff', 'content', familySegment(family), 'new')}>
          {f({ id: 'staff.content.new' })}
        </Link>
      </div>
      <p>{f({ id: 'staff.content.orderHint' })}</p>
      <div ref={said.ref} tabIndex={-1}>
        <OutcomeView outcome={outcome} spec={spec} fieldNames={fieldNames} recordPath={recordPath} />
      </div>
      {error && !data ? <Failure id="staff.error.load" /> : null}
      <TableScroll label={f({ id: 'staff.content.caption' }, { family: name })} busy={loading}>
        <DragReorder
          ids={records.map((record) => record.id)}
          titleOf={(id) => {
            const record = records.find((each) => each.id === id);
            return record ? titleOf(record) : '';
          }}
          onMove={(id, toIndex) => {
            const record = records.find((each) => each.id === id);
            if (record) void moveRecord(record, toIndex);
          }}
        >
          <table className={`${styles.table} ${styles.wide} ${styles.stack}`}>
            <caption className="visually-hidden">{f({ id: 'staff.content.caption' }, { family: name })}</caption>
            <thead>
              <tr>
                <th scope="col">{f({ id: 'staff.content.column.position' })}</th>
                {spec.thumbnailField ? <th scope="col">{f({ id: 'staff.content.column.image' })}</th> : null}
                <th scope="col">{f({ id: 'staff.content.column.title' })}</th>
                <th scope="col">{f({ id: 'staff.content.column.state' })}</th>
                <th scope="col">{f({ id: 'staff.content.column.updated' })}</th>
                <th scope="col">{f({ id: 'staff.content.column.order' })}</th>
                <th scope="col">{f({ id: 'staff.content.column.actions' })}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((record, index) => {
                const title = titleOf(record);
                const thumbnail = thumbnailOf(spec, record.fields);
                return (
                  <SortableRow key={record.id} id={record.id}>
                    {(handle) => (
                      <>
                        <td data-label={f({ id: 'staff.content.column.position' })}>{index + 1}</td>
                        {spec.thumbnailField ? (
                          // The title beside names the record: the image adds nothing to hear.
                          <td data-label={f({ id: 'staff.content.column.image' })}>
                            {thumbnail ? <img className={content.listThumb} src={thumbnail} alt="" loading="lazy" /> : null}
                          </td>
                        ) : null}
                        <th scope="row">
                          <Link to={recordPath(record)}>{title}</Link>
                        </th>
                        <td data-label={f({ id: 'staff.content.column.state' })}>
                          <span className={record.published ? `${styles.badge} ${styles.badgeActive}` : styles.badge}>
                            {f({ id: record.published ? 'staff.content.published' : 'staff.content.unpublished' })}
                          </span>
                          {record.missingTranslations.length > 0 ? (
                            <small className={content.by}>{f({ id: 'staff.content.incomplete' })}</small>
                          ) : null}
                        </td>
                        <td data-label={f({ id: 'staff.content.column.updated' })}>
                          <TaipeiTime iso={record.updatedAt} />
                          {record.updatedBy ? (
                            <small className={content.by}>
                              <EmailText email={record.updatedBy} />
                            </small>
                          ) : null}
                        </td>
                        <td data-label={f({ id: 'staff.content.column.order' })}>
                          <div className={styles.actions}>
                            {handle}
                            <button
                              id={moveButtonId(record.id, true)}
                              type="button"
                              className="button button-secondary"
                              aria-label={f({ id: 'staff.content.moveUpNamed' }, { title })}
                              disabled={index === 0}
                              onClick={() => void moveRecord(record, index - 1, { up: true })}
                            >
                              {f({ id: 'staff.content.moveUp' })}
                            </button>
                            <button
                              id={moveButtonId(record.id, false)}
                              type="button"
                              className="button button-secondary"
                              aria-label={f({ id: 'staff.content.moveDownNamed' }, { title })}
                              disabled={index === records.length - 1}
                              onClick={() => void moveRecord(record, index + 1, { up: false })}
                            >
                              {f({ id: 'staff.content.moveDown' })}
                            </button>
                          </div>
                        </td>
                        <td data-label={f({ id: 'staff.content.column.actions' })}>
                          <div className={styles.actions}>
                            <button
                              type="button"
                              className="button button-secondary"
                              aria-label={f({ id: record.published ? 'staff.content.unpublishNamed' : 'staff.content.publishNamed' }, { title })}
                              disabled={publishing.loading}
                              onClick={() => void togglePublished(record)}
                            >
                              {f({ id: record.published ? 'staff.content.unpublish' : 'staff.content.publish' })}
                            </button>
                            <button
                              type="button"
                              className="button button-secondary"
                              aria-label={f({ id: 'staff.content.deleteNamed' }, { title })}
                              onClick={() => setDeleting(record)}
                            >
                              {f({ id: 'staff.content.delete' })}
                            </button>
                          </div>
                        </td>
                      </>
                    )}
                  </SortableRow>
                );
              })}
            </tbody>
          </table>
        </DragReorder>
        {data && records.length === 0 ? <p className={styles.empty}>{f({ id: 'staff.content.empty' })}</p> : null}
        {!data && loading ? <p className={styles.empty}>{f({ id: 'staff.loading' })}</p> : null}
      </TableScroll>
      <ConfirmDialog
        open={deleting !== null}
        title={f({ id: 'staff.content.deleteTitle' })}
        confirmLabel={f({ id: 'staff.content.deleteConfirm' })}
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting ? <p>{f({ id: 'staff.content.deleteQuestion' }, { title: titleOf(deleting) })}</p> : null}
      </ConfirmDialog>
    </section>
  );
}

const moveButtonId = (id: string, up: boolean) => `content-move-${up ? 'up' : 'down'}-${id}`;

function OutcomeView({
  outcome,
  spec,
  fieldNames,
  recordPath,
}: {
  outcome: Outcome | null;
  spec: FamilySpec;
  fieldNames: string[];
  recordPath: (record: ContentRecord) => string;
}) {
  const intl = useIntl();
  const lang = useLang();
  if (!outcome) return null;
  if (outcome.kind === 'failure') return <Failure id={outcome.id} />;
  if (outcome.kind === 'notice')
    return (
      <p role="status" className={styles.success}>
        {outcome.text}{' '}
        {outcome.bin ? <Link to={localPath(lang, 'staff', 'content', 'bin')}>{intl.formatMessage({ id: 'staff.content.openBin' })}</Link> : null}
      </p>
    );
  return (
    <div role="alert" className={styles.error}>
      <p>{intl.formatMessage({ id: 'staff.content.publishRefused' }, { title: outcome.title })}</p>
      <MissingTranslations family={spec.family} fieldNames={fieldNames} missing={outcome.missing} />
      <Link to={recordPath(outcome.record)}>{intl.formatMessage({ id: 'staff.content.editNamed' }, { title: outcome.title })}</Link>
    </div>
  );
}
