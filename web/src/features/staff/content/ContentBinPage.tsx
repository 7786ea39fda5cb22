import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { Failure } from '../common/Failure.tsx';
import { failureMessageId } from '../common/failure.ts';
import styles from '../common/page.module.css';
import { EmailText } from '../common/EmailText.tsx';
import { TableScroll } from '../common/TableScroll.tsx';
import { TaipeiTime } from '../common/time.tsx';
import type { StaffContentRecordFieldsFragment } from './content.generated.ts';
import { useStaffContentBinQuery, useStaffRestoreContentMutation } from './contentBin.generated.ts';
import { familyNames, familySegment } from './families.ts';
import { recordTitle } from './fieldValues.ts';
import { useContentFamilies } from './useContentFamily.ts';
import content from './content.module.css';

type ContentRecord = StaffContentRecordFieldsFragment;

/** `/{lang}/staff/content/bin`: the records deleted in the last 30 days, and their way back. */
export default function ContentBinPage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  const lang = useLang();
  const title = f(pageTitles.staffContentBin);
  usePageTitle(title);
  const { data: families } = useContentFamilies();
  const { data, loading, error } = useStaffContentBinQuery({ fetchPolicy: 'cache-and-network', context: { silentErrors: true } });
  const [restore, restoring] = useStaffRestoreContentMutation({ context: { silentErrors: true } });
  const [outcome, setOutcome] = useState<{ restored: ContentRecord; title: string } | { failure: string } | null>(null);
  const entries = data?.staffContentBin ?? [];

  const titleOf = (record: ContentRecord) => {
    const spec = families?.staffContentFamilies.find((candidate) => candidate.family === record.family);
    return (spec && recordTitle(spec, record.fields, lang)) ?? f({ id: 'staff.content.untitled' });
  };

  const bringBack = async (record: ContentRecord) => {
    setOutcome(null);
    try {
      await restore({ variables: { input: { family: record.family, id: record.id } }, refetchQueries: ['StaffContentBin'] });
      setOutcome({ restored: record, title: titleOf(record) });
    } catch (cause) {
      setOutcome({ failure: failureMessageId(cause) });
    }
  };

  return (
    <section className={styles.page} aria-labelledby="staff-content-bin-title">
      <Link to={localPath(lang, 'staff', 'content')}>{f({ id: 'staff.content.backToIndex' })}</Link>
      <h1 id="staff-content-bin-title">{title}</h1>
      <p>{f({ id: 'staff.content.bin.intro' })}</p>
      {outcome && 'failure' in outcome ? <Failure id={outcome.failure} /> : null}
      {outcome && 'restored' in outcome ? (
        <p role="status" className={styles.success}>
          {f({ id: 'staff.content.bin.restored' }, { title: outcome.title })}{' '}
          <Link to={localPath(lang, 'staff', 'content', familySegment(outcome.restored.family), outcome.restored.id)}>
            {f({ id: 'staff.content.editNamed' }, { title: outcome.title })}
          </Link>
        </p>
      ) : null}
      {error && !data ? <Failure id="staff.error.load" /> : null}
      <TableScroll label={f({ id: 'staff.content.bin.caption' })} busy={loading}>
        <table className={`${styles.table} ${styles.wide} ${styles.stack}`}>
          <caption className="visually-hidden">{f({ id: 'staff.content.bin.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.content.bin.family' })}</th>
              <th scope="col">{f({ id: 'staff.content.column.title' })}</th>
              <th scope="col">{f({ id: 'staff.content.bin.deleted' })}</th>
              <th scope="col">{f({ id: 'staff.content.bin.purge' })}</th>
              <th scope="col">{f({ id: 'staff.content.column.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map(({ record, deletedAt, deletedBy, purgeAt }) => {
              const recordName = titleOf(record);
              return (
                <tr key={`${record.family}-${record.id}`}>
                  <td data-label={f({ id: 'staff.content.bin.family' })}>{f(familyNames[record.family])}</td>
                  <th scope="row">{recordName}</th>
                  <td data-label={f({ id: 'staff.content.bin.deleted' })}>
                    <TaipeiTime iso={deletedAt} />
                    {deletedBy ? (
                      <small className={content.by}>
                        <EmailText email={deletedBy} />
                      </small>
                    ) : null}
                  </td>
                  <td data-label={f({ id: 'staff.content.bin.purge' })}>
                    <TaipeiTime iso={purgeAt} />
                  </td>
                  <td data-label={f({ id: 'staff.content.column.actions' })}>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={f({ id: 'staff.content.bin.restoreNamed' }, { title: recordName })}
                      disabled={restoring.loading}
                      onClick={() => void bringBack(record)}
                    >
                      {f({ id: 'staff.content.bin.restore' })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {data && entries.length === 0 ? <p className={styles.empty}>{f({ id: 'staff.content.bin.empty' })}</p> : null}
        {!data && loading ? <p className={styles.empty}>{f({ id: 'staff.loading' })}</p> : null}
      </TableScroll>
    </section>
  );
}
