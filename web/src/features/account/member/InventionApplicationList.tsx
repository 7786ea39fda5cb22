import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath } from '../../../app/paths.ts';
import { useMyInventionApplicationsQuery } from './inventionList.generated.ts';
import styles from './InventionApplicationList.module.css';
import accountStyles from '../Account.module.css';

const messages = defineMessages({
  loading: { id: 'member.list.loading' },
  empty: { id: 'member.list.empty' },
  apply: { id: 'member.list.applyInvention' },
  unnamed: { id: 'member.list.unnamed' },
  number: { id: 'member.list.registrationNumber' },
  noNumber: { id: 'member.list.noNumber' },
  status: { id: 'member.list.status' },
  session: { id: 'member.list.session' },
  draft: { id: 'member.list.status.draft' },
  submitted: { id: 'member.list.status.submitted' },
  continueEditing: { id: 'member.list.continueEditing' },
  view: { id: 'member.list.view' },
});

/**
 * The member's competition applications (spec §2: team name, registration number, status): a
 * draft links back into its form, a submitted one to its read-only view.
 */
export function InventionApplicationList() {
  const intl = useIntl();
  const lang = useLang();
  // A member's own data: always the server's current answer, never a restored cache.
  const { data, loading } = useMyInventionApplicationsQuery({ fetchPolicy: 'network-only' });
  const applications = data?.myInventionApplications ?? [];

  if (loading && !data) return <p aria-busy="true">{intl.formatMessage(messages.loading)}</p>;
  if (applications.length === 0) {
    return (
      <div className={accountStyles.empty}>
        <p>{intl.formatMessage(messages.empty)}</p>
        <Link to={localPath(lang, 'invention-apply')} className="button button-primary">
          {intl.formatMessage(messages.apply)}
        </Link>
      </div>
    );
  }

  return (
    <ul className={styles.list}>
      {applications.map((application) => {
        const submitted = application.status !== 'DRAFT';
        const nameId = `invention-application-${application.id}`;
        return (
          <li key={application.id} className={styles.item} aria-labelledby={nameId}>
            <div>
              <h2 id={nameId} className={styles.name}>
                {application.team.name ?? <span className={styles.unnamed}>{intl.formatMessage(messages.unnamed)}</span>}
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>{intl.formatMessage(messages.session)}</dt>
                  <dd>{application.session.name}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage(messages.number)}</dt>
                  <dd>{application.registrationNumber ?? intl.formatMessage(messages.noNumber)}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage(messages.status)}</dt>
                  <dd>
                    <span className={styles.status} data-status={application.status}>
                      {intl.formatMessage(submitted ? messages.submitted : messages.draft)}
                    </span>
                  </dd>
                </div>
              </dl>
            </div>
            <Link
              to={localPath(lang, 'invention-apply', submitted ? 'confirm' : 'team-data', application.id)}
              className={submitted ? 'button button-secondary' : 'button button-primary'}
              aria-describedby={nameId}
            >
              {intl.formatMessage(submitted ? messages.view : messages.continueEditing)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
