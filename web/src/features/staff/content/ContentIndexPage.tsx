import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { Failure } from '../common/Failure.tsx';
import styles from '../common/page.module.css';
import { familyNames, familySegment, groupByPage, pageNames } from './families.ts';
import { useContentFamilies } from './useContentFamily.ts';
import content from './content.module.css';

/** `/{lang}/staff/content`: every family, grouped by the public page it fills, and the bin. */
export default function ContentIndexPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles.staffContent);
  usePageTitle(title);
  const { data, loading, error } = useContentFamilies();

  return (
    <section className={styles.page} aria-labelledby="staff-content-title">
      <div className={styles.head}>
        <h1 id="staff-content-title">{title}</h1>
        <Link to={localPath(lang, 'staff', 'content', 'bin')}>{intl.formatMessage(pageTitles.staffContentBin)}</Link>
      </div>
      <p>{intl.formatMessage({ id: 'staff.content.intro' })}</p>
      {error && !data ? <Failure id="staff.error.load" /> : null}
      {loading && !data ? <p aria-busy="true">{intl.formatMessage({ id: 'staff.loading' })}</p> : null}
      <div className={content.groups}>
        {groupByPage(data?.staffContentFamilies ?? []).map(({ page, specs }) => (
          <section key={page} className={styles.panel} aria-labelledby={`staff-content-${page}`}>
            <h2 id={`staff-content-${page}`}>{intl.formatMessage(pageNames[page])}</h2>
            <ul>
              {specs.map(({ family }) => (
                <li key={family}>
                  <Link to={localPath(lang, 'staff', 'content', familySegment(family))}>{intl.formatMessage(familyNames[family])}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
