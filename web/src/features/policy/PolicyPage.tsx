import { defineMessages, useIntl } from 'react-intl';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { PageHeader, Prose } from '../../components/Page/Page.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import styles from './PolicyPage.module.css';

const messages = defineMessages({
  description: { id: 'seo.policy.description' },
  lead: { id: 'policy.lead' },
  updated: { id: 'policy.updated' },
});

// The membership terms, clause by clause (title and body in the catalogues).
const clauses = [
  defineMessages({ title: { id: 'policy.scope.title' }, body: { id: 'policy.scope.body' } }),
  defineMessages({ title: { id: 'policy.account.title' }, body: { id: 'policy.account.body' } }),
  defineMessages({ title: { id: 'policy.data.title' }, body: { id: 'policy.data.body' } }),
  defineMessages({ title: { id: 'policy.applications.title' }, body: { id: 'policy.applications.body' } }),
  defineMessages({ title: { id: 'policy.conduct.title' }, body: { id: 'policy.conduct.body' } }),
  defineMessages({ title: { id: 'policy.newsletter.title' }, body: { id: 'policy.newsletter.body' } }),
  defineMessages({ title: { id: 'policy.changes.title' }, body: { id: 'policy.changes.body' } }),
];

/** policy-terms: the membership terms in the route's language. */
export default function PolicyPage() {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles.policyTerms);
  usePageMeta(title, intl.formatMessage(messages.description));
  return (
    <>
      <PageHeader title={title} lead={intl.formatMessage(messages.lead)} />
      <div className={`container ${styles.body}`}>
        <ol className={styles.clauses}>
          {clauses.map((clause, index) => (
            <li key={clause.title.id} className={styles.clause} aria-labelledby={`clause-${index}`}>
              <h2 id={`clause-${index}`} className={styles.clauseTitle}>
                {intl.formatMessage(clause.title)}
              </h2>
              <Prose text={intl.formatMessage(clause.body)} />
            </li>
          ))}
        </ol>
        <p className={styles.updated}>{intl.formatMessage(messages.updated)}</p>
      </div>
    </>
  );
}
