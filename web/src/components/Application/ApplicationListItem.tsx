import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ApplicationStatus } from '../../generated/types.ts';
import { statusMessages } from './status.ts';
import styles from './ApplicationList.module.css';

const messages = defineMessages({
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

/** The list of a member's applications. */
export function ApplicationList({ children }: { children: ReactNode }) {
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
