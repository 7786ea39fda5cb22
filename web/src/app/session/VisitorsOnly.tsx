import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useLang } from '../i18n/lang.tsx';
import { localPath } from '../paths.ts';
import { useHydrated } from '../ssr/clientValues.tsx';
import { afterLogin, NEXT_PARAM } from './returnPath.ts';
import { useSession } from './SessionProvider.tsx';

/**
 * Login and the first registration steps are for visitors: a member who opens one goes to the
 * page in `next`, else to their profile. Only who arrives counts: a visitor who logs in or
 * verifies here is sent on by the page itself. The server (and the browser while hydrating its
 * page) knows no session: who arrived is settled at the browser's first own render.
 */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  const lang = useLang();
  const [params] = useSearchParams();
  const { member } = useSession();
  const hydrated = useHydrated();
  const [arrivedAsMember, setArrivedAsMember] = useState<boolean | null>(hydrated ? member !== null : null);
  // Set while rendering, not in an effect: the page never shows a member the form first.
  if (arrivedAsMember === null && hydrated) setArrivedAsMember(member !== null);
  if (arrivedAsMember) return <Navigate to={afterLogin(lang, params.get(NEXT_PARAM), localPath(lang, 'user', 'profile'))} replace />;
  return children;
}
