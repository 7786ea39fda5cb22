import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Figure } from '../../components/Page/Page.tsx';
import { styles } from './styles.ts';

const messages = defineMessages({
  year: { id: 'study.report.year' },
  pdf: { id: 'study.report.pdf' },
});

export interface ReportCardData {
  id: string;
  title: string;
  summary: string;
  year: number;
  cover: string;
  pdf: string | null;
}

/** A report or publication: cover, year, title (linking to its page when it has one), PDF link. */
export function ReportCard({ report, to, level = 3 }: { report: ReportCardData; to?: string; level?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Figure src={report.cover} alt="" width={1200} height={800} />
      <div className={styles.cardBody}>
        <p className={styles.kind}>{intl.formatMessage(messages.year, { year: report.year })}</p>
        <Heading className={styles.cardTitle}>
          {to ? (
            <Link to={to} className={styles.cardLink}>
              {report.title}
            </Link>
          ) : (
            report.title
          )}
        </Heading>
        <p className={styles.text}>{report.summary}</p>
        {report.pdf ? (
          <a href={report.pdf} className={`button button-secondary ${styles.cardAction} ${styles.aboveLink}`} target="_blank" rel="noopener">
            {intl.formatMessage(messages.pdf, { title: report.title })}
          </a>
        ) : null}
      </div>
    </article>
  );
}
