import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { NavLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath } from '../../../app/paths.ts';
import { NotFound } from '../../../components/NotFound/NotFound.tsx';
import { RequireStaff, useStaffSession } from '../session/index.ts';
import { isProgrammeSegment, type ProgrammeSegment } from './programme.ts';
import { StaffHeader } from './StaffHeader.tsx';
import styles from './StaffLayout.module.css';

const messages = defineMessages({
  nav: { id: 'staff.layout.nav' },
  menu: { id: 'staff.layout.menu' },
  invention: { id: 'staff.layout.programme.invention' },
  incubator: { id: 'staff.layout.programme.incubator' },
  applications: { id: 'staff.layout.applications' },
  sessions: { id: 'staff.layout.sessions' },
  people: { id: 'staff.layout.people' },
  members: { id: 'staff.layout.members' },
  subscribers: { id: 'staff.layout.subscribers' },
  audit: { id: 'staff.layout.audit' },
  managers: { id: 'staff.layout.managers' },
  site: { id: 'staff.layout.site' },
  content: { id: 'staff.layout.content' },
  settings: { id: 'staff.layout.settings' },
  signedInAs: { id: 'staff.layout.signedInAs' },
  signOut: { id: 'staff.layout.signOut' },
});

const programmes: ProgrammeSegment[] = ['invention', 'incubator'];

/** The console's frame around every page but sign-in (issue 20): the guard, the bar, the navigation and the page. */
export default function StaffLayout() {
  return (
    <RequireStaff>
      <Console />
    </RequireStaff>
  );
}

function Console() {
  const { programme } = useParams();
  return (
    <div className={styles.shell}>
      <StaffHeader>
        <Officer />
      </StaffHeader>
      <div className={styles.body}>
        <StaffNav />
        <main id="staff-main" className={styles.main} tabIndex={-1}>
          {programme === undefined || isProgrammeSegment(programme) ? <Outlet /> : <NotFound />}
        </main>
      </div>
    </div>
  );
}

function Officer() {
  const intl = useIntl();
  const { account, signOut } = useStaffSession();
  return (
    <>
      {account ? <span className={styles.account}>{intl.formatMessage(messages.signedInAs, { email: account.email })}</span> : null}
      <button type="button" className={styles.signOut} onClick={() => void signOut()}>
        {intl.formatMessage(messages.signOut)}
      </button>
    </>
  );
}

function StaffNav() {
  const intl = useIntl();
  const lang = useLang();
  const location = useLocation();
  const groupsId = useId();
  // Folded on a phone; the page a link leads to closes it again.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const link = (label: string, ...segments: string[]) => (
    <li>
      <NavLink to={localPath(lang, 'staff', ...segments)} className={styles.navLink}>
        {label}
      </NavLink>
    </li>
  );
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(messages.nav)}>
      <button
        type="button"
        className={styles.navToggle}
        aria-expanded={open}
        aria-controls={groupsId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {intl.formatMessage(messages.menu)}
      </button>
      <div id={groupsId} className={styles.navGroups} data-open={open}>
        {programmes.map((segment) => (
          <section key={segment} className={styles.navGroup} aria-labelledby={`${groupsId}-${segment}`}>
            <h2 id={`${groupsId}-${segment}`} className={styles.navHeading}>
              {intl.formatMessage(messages[segment])}
            </h2>
            <ul className={styles.navList}>
              {link(intl.formatMessage(messages.applications), segment, 'applications')}
              {link(intl.formatMessage(messages.sessions), segment, 'sessions')}
            </ul>
          </section>
        ))}
        <section className={styles.navGroup} aria-labelledby={`${groupsId}-people`}>
          <h2 id={`${groupsId}-people`} className={styles.navHeading}>
            {intl.formatMessage(messages.people)}
          </h2>
          <ul className={styles.navList}>
            {link(intl.formatMessage(messages.members), 'members')}
            {link(intl.formatMessage(messages.subscribers), 'subscribers')}
            {link(intl.formatMessage(messages.audit), 'audit')}
            {link(intl.formatMessage(messages.managers), 'managers')}
          </ul>
        </section>
        <section className={styles.navGroup} aria-labelledby={`${groupsId}-site`}>
          <h2 id={`${groupsId}-site`} className={styles.navHeading}>
            {intl.formatMessage(messages.site)}
          </h2>
          <ul className={styles.navList}>
            {link(intl.formatMessage(messages.content), 'content')}
            {link(intl.formatMessage(messages.settings), 'settings')}
          </ul>
        </section>
      </div>
    </nav>
  );
}
