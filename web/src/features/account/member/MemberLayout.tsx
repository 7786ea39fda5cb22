import { defineMessages, useIntl } from 'react-intl';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath, paths } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { useHydrated } from '../../../app/ssr/clientValues.tsx';
import { AccountScreen } from '../AccountPage.tsx';
import styles from '../Account.module.css';

const messages = defineMessages({
  title: { id: 'member.menu.title' },
  profile: { id: 'member.menu.profile' },
  registrations: { id: 'member.menu.registrations' },
  inventionList: { id: 'member.menu.inventionList' },
  incubatorList: { id: 'member.menu.incubatorList' },
  changePassword: { id: 'member.menu.changePassword' },
});

const linkClass = styles.memberLink;

/** The member area: only for a logged-in member, with its menu (spec §2) beside the screen. */
export default function MemberLayout() {
  const intl = useIntl();
  const lang = useLang();
  const { member } = useSession();
  // A visitor, or a member just logged out (idle, profile saved): the login page. The server and
  // the hydrating browser know no member: the area is drawn, its pages read nothing until hydrated.
  const hydrated = useHydrated();
  if (hydrated && !member) return <Navigate to={paths.login(lang)} replace />;

  return (
    <AccountScreen>
      <div className={styles.member}>
        <nav className={styles.memberNav} aria-labelledby="member-nav-title">
          <h2 id="member-nav-title" className={styles.memberNavTitle}>
            {intl.formatMessage(messages.title)}
          </h2>
          <ul>
            <li>
              <NavLink to={localPath(lang, 'user', 'profile')} className={linkClass}>
                {intl.formatMessage(messages.profile)}
              </NavLink>
            </li>
            <li>
              <span className={styles.memberGroup} id="member-nav-registrations">
                {intl.formatMessage(messages.registrations)}
              </span>
              <ul aria-labelledby="member-nav-registrations">
                <li>
                  <NavLink to={localPath(lang, 'user', 'invention-list')} className={linkClass}>
                    {intl.formatMessage(messages.inventionList)}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={localPath(lang, 'user', 'incubator-list')} className={linkClass}>
                    {intl.formatMessage(messages.incubatorList)}
                  </NavLink>
                </li>
              </ul>
            </li>
            <li>
              <NavLink to={localPath(lang, 'user', 'change-password')} className={linkClass}>
                {intl.formatMessage(messages.changePassword)}
              </NavLink>
            </li>
          </ul>
        </nav>
        <Outlet />
      </div>
    </AccountScreen>
  );
}
