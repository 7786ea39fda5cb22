import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ApplicationStatus } from '../../generated/types.ts';
import { statusMessages } from './status.ts';
import styles from './ApplicationList.module.css';

const messages = defineMessages({
  loading: { id: 'member.list.loading' },
  empty: { id: 'member.list.empty' },
  unnamed: { id: 'member.list.unnamed' },
  number: { id: 'member.list.registrationNumber' },
  noNumber: { id: 'member.list.noNumber' },
  status: { id: 'member.list.status' },
  session: { id: 'member.list.session' },
});

export interface ListedApplication {
  id: string;
  status: ApplicationStatus;
  registrationNumber?: string | null;
  session: { name: string };
  team: { name?: string | null };
}

interface ApplicationListProps {
  /** Still loading, with nothing to show yet. */
  loading: boolean;
  count: number;
  /** Where applying starts, shown when there is nothing to list ("Apply for the competition"). */
  apply: { to: string; label: string };
  children: ReactNode;
}

/** The list of a member's applications of a programme, or where to start applying when there is none. */
export function ApplicationList({ loading, count, apply, children }: ApplicationListProps) {
  const intl = useIntl();
  if (loading) return <p aria-busy="true">{intl.formatMessage(messages.loading)}</p>;
  if (count === 0) {
    return (
      <div className={styles.empty}>
        <p>{intl.formatMessage(messages.empty)}</p>
        <Link to={apply.to} className="button button-primary">
          {apply.label}
        </Link>
      </div>
    );
  }
  return <ul className={styles.list}>{children}</ul>;
}

/**
 * One application in a member's list (spec §2: team name, registration number, status label), with
 * what it offers next (`actions`, described by the team name) and facts of its own (`children`).
 */
export function ApplicationListItem({ application, actions, children }: { application: ListedApplication; actions: (nameId: string) => ReactNode; children?: ReactNode }) {
  const intl = useIntl();
  const nameId = `application-${application.id}`;
  return (
    <li className={styles.item} aria-labelledby={nameId}>
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
                {intl.formatMessage(statusMessages[application.status])}
              </span>
            </dd>
          </div>
          {children}
        </dl>
      </div>
      <div className={styles.actions}>{actions(nameId)}</div>
    </li>
  );
}
