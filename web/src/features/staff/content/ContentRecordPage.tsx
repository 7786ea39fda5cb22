import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { NotFound } from '../../../components/NotFound/NotFound.tsx';
import { Failure } from '../common/Failure.tsx';
import styles from '../common/page.module.css';
import { ContentEditor } from './ContentEditor.tsx';
import { useStaffContentRecordQuery } from './contentRecord.generated.ts';
import { familyNames, familySegment } from './families.ts';
import { recordTitle, type FamilySpec } from './fieldValues.ts';
import { useContentFamily } from './useContentFamily.ts';

/** `/{lang}/staff/content/:family/new` and `/:family/:id`: a record's form, publication and revisions. */
export default function ContentRecordPage() {
  const intl = useIntl();
  const lang = useLang();
  const { id } = useParams();
  const { family, spec, loading, failed } = useContentFamily();
  if (family === null)
    return <NotFound back={{ to: localPath(lang, 'staff', 'content'), label: intl.formatMessage({ id: 'staff.content.backToIndex' }) }} />;
  if (failed) return <Failure id="staff.error.load" />;
  if (!spec || loading) return <p aria-busy="true">{intl.formatMessage({ id: 'staff.loading' })}</p>;
  return id === undefined ? <NewRecord spec={spec} /> : <ExistingRecord key={id} spec={spec} id={id} />;
}

function NewRecord({ spec }: { spec: FamilySpec }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'staff.content.newTitle' }, { family: intl.formatMessage(familyNames[spec.family]) });
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="staff-content-record-title">
      <BackToList spec={spec} />
      <h1 id="staff-content-record-title">{title}</h1>
      <ContentEditor spec={spec} record={null} />
    </section>
  );
}

function ExistingRecord({ spec, id }: { spec: FamilySpec; id: string }) {
  const intl = useIntl();
  const lang = useLang();
  // From the server, not the list's cached copy: the form starts from the version a save will name
  // (the cache still brings the answers of this page's own saves and publications).
  const { data, loading, error } = useStaffContentRecordQuery({
    variables: { family: spec.family, id },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    context: { silentErrors: true },
  });
  const record = data?.staffContentRecord;
  const title = record ? (recordTitle(spec, record.fields, lang) ?? intl.formatMessage({ id: 'staff.content.untitled' })) : null;
  usePageTitle(title);
  if (!data && loading) return <p aria-busy="true">{intl.formatMessage({ id: 'staff.loading' })}</p>;
  if (!data && error) return <Failure id="staff.error.load" />;
  if (!record)
    return (
      <NotFound
        title={intl.formatMessage({ id: 'staff.content.notFound' })}
        back={{ to: localPath(lang, 'staff', 'content', familySegment(spec.family)), label: intl.formatMessage({ id: 'staff.content.backToList' }) }}
      />
    );
  return (
    <section className={styles.page} aria-labelledby="staff-content-record-title">
      <BackToList spec={spec} />
      <h1 id="staff-content-record-title">{title}</h1>
      {/* The editor keeps what the officer typed while the record underneath changes (a save, a colleague's). */}
      <ContentEditor spec={spec} record={record} />
    </section>
  );
}

function BackToList({ spec }: { spec: FamilySpec }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Link to={localPath(lang, 'staff', 'content', familySegment(spec.family))}>
      {intl.formatMessage({ id: 'staff.content.backToFamily' }, { family: intl.formatMessage(familyNames[spec.family]) })}
    </Link>
  );
}
