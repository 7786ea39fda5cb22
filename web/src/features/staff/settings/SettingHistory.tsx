import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { controlClasses as kit } from '../../../components/Form/index.ts';
import type { SiteSettingKey, SiteSettingRevisionAction } from '../../../generated/types.ts';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { EmailText } from '../common/EmailText.tsx';
import { Failure } from '../common/Failure.tsx';
import { failureMessageId, refusal } from '../common/failure.ts';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';
import { TaipeiTime } from '../common/time.tsx';
import content from '../content/content.module.css';
import settingsStyles from './settings.module.css';
import {
  useStaffRestoreSiteSettingRevisionMutation,
  useStaffSiteSettingRevisionsQuery,
  type StaffSiteSettingRevisionsQuery,
  type StaffSiteSettingsFieldsFragment,
} from './siteSettings.generated.ts';

type Settings = StaffSiteSettingsFieldsFragment;
export type SettingRevision = StaffSiteSettingRevisionsQuery['staffSiteSettingRevisions'][number];

/** One line of a setting as a comparison shows it: a figure or a link, by its key. */
export interface SettingLine {
  key: string;
  label: string;
  text: string;
}

/** A revision numbered from the oldest (1), as the officer reads it. */
type Numbered = SettingRevision & { number: number };

const actionNames = defineMessages<SiteSettingRevisionAction>({
  EARLIER: { id: 'staff.settings.history.action.earlier' },
  SAVE: { id: 'staff.content.revisions.action.save' },
  RESTORE_REVISION: { id: 'staff.content.revisions.action.restoreRevision' },
});

interface SettingHistoryProps {
  setting: SiteSettingKey;
  /** The settings the form stands on: a restore names their version, the comparison shows their values. */
  settings: Settings;
  version: (settings: Settings) => string;
  /** The lines of the settings' value, or of a revision's. */
  lines: (value: Settings | SettingRevision) => SettingLine[];
  onRestored: (settings: Settings) => void;
}

/**
 * A setting's history under its form, as a content record's (content/RevisionsPanel.tsx): who
 * changed it when, any revision compared with the current value or another revision, and brought
 * back after a confirmation. Read only once opened, and again after each save or restore.
 */
export function SettingHistory(props: SettingHistoryProps) {
  const f = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  const [restored, setRestored] = useState<number | null>(null);
  return (
    <details className={settingsStyles.history} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{f({ id: 'staff.content.revisions.title' })}</summary>
      <div className={settingsStyles.historyBody}>
        {restored !== null ? (
          <p role="status" className={styles.success}>
            {f({ id: 'staff.content.revisions.restoredNotice' }, { version: restored })}
          </p>
        ) : null}
        {open ? (
          <Revisions
            key={props.version(props.settings)}
            {...props}
            onRestored={(settings, number) => {
              setRestored(number);
              props.onRestored(settings);
            }}
          />
        ) : null}
      </div>
    </details>
  );
}

function Revisions({ setting, settings, version, lines, onRestored }: Omit<SettingHistoryProps, 'onRestored'> & { onRestored: (settings: Settings, number: number) => void }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const { data, loading, error } = useStaffSiteSettingRevisionsQuery({ variables: { setting }, fetchPolicy: 'network-only', context: { silentErrors: true } });
  const [restore, restoring] = useStaffRestoreSiteSettingRevisionMutation({ context: { silentErrors: true } });
  const [compared, setCompared] = useState<Numbered | null>(null);
  // What the compared revision is set beside: the current value (null) or another revision.
  const [against, setAgainst] = useState<string | null>(null);
  const [restoringRevision, setRestoringRevision] = useState<Numbered | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const all = data?.staffSiteSettingRevisions ?? [];
  const revisions: Numbered[] = all.map((revision, index) => ({ ...revision, number: all.length - index }));
  const current = version(settings);

  const confirmRestore = async () => {
    if (!restoringRevision) return;
    setFailure(null);
    try {
      const { data: answer } = await restore({ variables: { input: { setting, version: current, revision: restoringRevision.id } } });
      if (answer) onRestored(answer.staffRestoreSiteSettingRevision, restoringRevision.number);
      setRestoringRevision(null);
    } catch (cause) {
      setFailure(refusal(cause).code === 'CONFLICT' ? 'staff.settings.history.stale' : failureMessageId(cause));
    }
  };

  return (
    <>
      {error && !data ? <Failure id="staff.error.load" /> : null}
      <TableScroll label={f({ id: 'staff.content.revisions.caption' })} busy={loading}>
        <table className={`${styles.table} ${styles.stack}`}>
          <caption className="visually-hidden">{f({ id: 'staff.content.revisions.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.content.revisions.version' })}</th>
              <th scope="col">{f({ id: 'staff.content.revisions.action' })}</th>
              <th scope="col">{f({ id: 'staff.content.revisions.when' })}</th>
              <th scope="col">{f({ id: 'staff.content.revisions.by' })}</th>
              <th scope="col">{f({ id: 'staff.content.column.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision) => (
              <tr key={revision.id}>
                <th scope="row">{revision.number}</th>
                <td data-label={f({ id: 'staff.content.revisions.action' })}>{f(actionNames[revision.action])}</td>
                <td data-label={f({ id: 'staff.content.revisions.when' })}>
                  <TaipeiTime iso={revision.at} />
                </td>
                <td data-label={f({ id: 'staff.content.revisions.by' })}>{revision.by ? <EmailText email={revision.by} /> : '—'}</td>
                <td data-label={f({ id: 'staff.content.column.actions' })}>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={f({ id: 'staff.content.revisions.compareNamed' }, { version: revision.number })}
                      aria-pressed={compared?.id === revision.id}
                      onClick={() => {
                        setCompared(compared?.id === revision.id ? null : revision);
                        setAgainst(null);
                      }}
                    >
                      {f({ id: 'staff.content.revisions.compare' })}
                    </button>
                    {/* Restoring the value the setting has would change nothing. */}
                    {revision.version !== current ? (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={f({ id: 'staff.content.revisions.restoreNamed' }, { version: revision.number })}
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
        {data && revisions.length === 0 ? <p className={styles.empty}>{f({ id: 'staff.settings.history.empty' })}</p> : null}
      </TableScroll>
      {compared ? (
        <Comparison
          revision={compared}
          other={revisions.find((each) => each.id === against) ?? null}
          settings={settings}
          lines={lines}
          choices={revisions.filter((each) => each.id !== compared.id)}
          onChoose={setAgainst}
        />
      ) : null}
      <ConfirmDialog
        open={restoringRevision !== null}
        title={f({ id: 'staff.content.revisions.restoreTitle' }, { version: restoringRevision?.number ?? '' })}
        confirmLabel={f({ id: 'staff.content.revisions.restore' })}
        busy={restoring.loading}
        onConfirm={() => void confirmRestore()}
        onClose={() => setRestoringRevision(null)}
      >
        <p>{f({ id: 'staff.settings.history.restoreQuestion' }, { version: restoringRevision?.number ?? '' })}</p>
        {failure ? <Failure id={failure} /> : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * A revision's lines beside another revision's (`other`) or the current value's, by key (a line
 * only one side has is changed), then the order of the lines, which the public pages keep.
 */
function Comparison({
  revision,
  other,
  settings,
  lines,
  choices,
  onChoose,
}: {
  revision: Numbered;
  other: Numbered | null;
  settings: Settings;
  lines: SettingHistoryProps['lines'];
  /** The other revisions, newest first. */
  choices: Numbered[];
  onChoose: (id: string | null) => void;
}) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const selectId = useId();
  const mine = lines(revision);
  const beside = lines(other ?? settings);
  const keys = [...new Set([...mine, ...beside].map((line) => line.key))];
  const label = (key: string) => [...mine, ...beside].find((line) => line.key === key)?.label ?? key;
  const text = (side: SettingLine[], key: string) => side.find((line) => line.key === key)?.text;
  const order = (side: SettingLine[]) => (side.length > 0 ? intl.formatList(side.map((line) => line.label), { type: 'conjunction' }) : '—');
  const rows = [
    ...keys.map((key) => ({ key, label: label(key), mine: text(mine, key), beside: text(beside, key) })),
    { key: ' order', label: f({ id: 'staff.settings.history.order' }), mine: order(mine), beside: order(beside) },
  ].map((row) => ({ ...row, changed: row.mine !== row.beside }));
  const count = rows.filter((row) => row.changed).length;
  const caption = other
    ? f({ id: 'staff.settings.history.captionVersions' }, { version: revision.number, other: other.number, count })
    : f({ id: 'staff.settings.history.caption' }, { version: revision.number, count });
  return (
    <>
      <div className={`${kit.field} ${styles.toolbarField}`}>
        <label className={kit.label} htmlFor={selectId}>
          {f({ id: 'staff.content.compare.against' }, { version: revision.number })}
        </label>
        <select id={selectId} className={`${kit.input} ${kit.select}`} value={other?.id ?? ''} onChange={(event) => onChoose(event.target.value === '' ? null : event.target.value)}>
          <option value="">{f({ id: 'staff.content.compare.current' })}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {f({ id: 'staff.content.compare.revision' }, { version: choice.number })}
            </option>
          ))}
        </select>
      </div>
      <TableScroll label={caption}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.settings.history.line' })}</th>
              <th scope="col">{f({ id: 'staff.content.compare.revision' }, { version: revision.number })}</th>
              <th scope="col">{other ? f({ id: 'staff.content.compare.revision' }, { version: other.number }) : f({ id: 'staff.content.compare.current' })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.changed ? content.changed : undefined}>
                <th scope="row">
                  {row.label}
                  {row.changed ? (
                    <>
                      {' '}
                      <span className={styles.badge}>{f({ id: 'staff.content.compare.changed' })}</span>
                    </>
                  ) : null}
                </th>
                <td>{row.mine ?? '—'}</td>
                <td>{row.beside ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
