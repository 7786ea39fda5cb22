import { useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useLang } from '../i18n/lang.tsx';
import { useHydrated } from '../ssr/clientValues.tsx';
import { loginState, type LoginNotice } from './loginNotice.ts';
import { loginPath } from './returnPath.ts';
import { useSession } from './SessionProvider.tsx';

/**
 * Member-only pages (spec §6: applying and uploading require login). A visitor is sent to log in
 * and brought back here afterwards; the login page says why: `apply` ('Please log in before
 * registering'), `upload` ('… before uploading'). A session that ends while the page is open
 * (a 401, the token's expiry) says that it expired; one ended on purpose (logout, inactivity) has
 * already chosen where to go, so the page just waits. The server renders the section for a visitor,
 * and the browser hydrates it so: until hydrated the section is drawn without a member (its layouts
 * read no member data while `useHydrated` is false: the frame paints before the scripts run, the
 * member's data fills it afterwards), and who arrived is settled at the browser's first own render.
 */
export function RequireMember({ notice, children }: { notice?: 'apply' | 'upload'; children?: ReactNode }) {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const { member, leaving } = useSession();
  const hydrated = useHydrated();
  const wasMember = useRef(false);
  if (!hydrated) return children ?? <Outlet />;
  if (member) {
    wasMember.current = true;
    return children ?? <Outlet />;
  }
  if (leaving) return null;
  const why: LoginNotice | undefined = wasMember.current ? 'expired' : notice;
  return <Navigate to={loginPath(lang, pathname + search + hash)} replace state={why ? loginState(why) : null} />;
}
