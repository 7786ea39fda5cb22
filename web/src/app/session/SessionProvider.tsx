import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearApolloCaches } from '../apollo.ts';
import { useLang } from '../i18n/lang.tsx';
import { paths } from '../paths.ts';
import { useBrowserStore } from '../ssr/clientValues.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import { loginState } from './loginNotice.ts';
import { loginPath } from './returnPath.ts';
import { clearSession, clearToken, MEMBER_ROLE, readMemberToken, readRole, readToken, storeToken, subscribe, type KeptDrafts } from './store.ts';
import { decodeClaims, isLive, type TokenClaims } from './token.ts';

// The member's session as the screens see it (spec §4), kept tiny because it ships with every
// page: the member's watch (memberWatch.ts) is a lazy chunk loaded once a member is signed in, and
// the refresh call another, loaded the first time the hourly check needs it.

export interface Session {
  /** The claims of a live token, or null for a visitor. */
  member: TokenClaims | null;
  /** Keeps a new token (login, registration, refresh). */
  signIn(token: string): void;
  /** Clears the token, the role and the forms' unsaved drafts, then goes to the login page; the server forgets the token. */
  logout(): void;
  /** Ends every session of the member on the server (rejects when it could not), then logs out here. */
  logoutEverywhere(): Promise<void>;
  /**
   * True from the moment this page ends the session on purpose (logout, inactivity) until it has
   * left for the login page: member-only pages then wait instead of sending the visitor to log in.
   */
  leaving: boolean;
}

const SessionContext = createContext<Session | null>(null);

const messages = defineMessages({ roleFailed: { id: 'session.roleFailed' } });

const serverSnapshot = () => null;

export function SessionProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const toast = useToast();
  const lang = useLang();
  const navigate = useNavigate();
  const token = useBrowserStore(subscribe, readToken, serverSnapshot);
  const role = useBrowserStore(subscribe, readRole, serverSnapshot);
  const claims = useMemo(() => (token ? decodeClaims(token) : null), [token]);
  const member = claims && isLive(claims, Date.now()) ? claims : null;
  const claimsRef = useRef(claims);
  claimsRef.current = claims;

  // The page the session was ended at: `leaving` holds until the navigation to login moves away from it.
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const [leavingAt, setLeavingAt] = useState<string | null>(null);
  const leaving = leavingAt === location.key;

  const endSession = useCallback(
    (keep?: KeptDrafts, { revoke = true } = {}) => {
      const ended = readMemberToken();
      setLeavingAt(here.current.key);
      clearSession(keep);
      clearApolloCaches();
      if (ended && revoke) void import('./revoke.ts').then((m) => m.revokeToken(lang, ended));
    },
    [lang],
  );

  const logout = useCallback(() => {
    endSession();
    navigate(paths.login(lang));
  }, [endSession, navigate, lang]);

  const logoutEverywhere = useCallback(async () => {
    const token = readMemberToken();
    if (token) await import('./revoke.ts').then((m) => m.revokeEverywhere(lang, token));
    endSession(undefined, { revoke: false });
    navigate(paths.login(lang));
  }, [endSession, navigate, lang]);

  // Spec §4's 15 minutes: first the unsaved work of every tab goes to the server; drafts that
  // could not be saved stay in the browser. The login page says why, and leads back here.
  const idleLogout = useCallback(async () => {
    // From now on another tab may clear the shared token (its flush can end first): the page then
    // waits for this logout, which says why, instead of sending the member to log in on its own.
    setLeavingAt(here.current.key);
    const { saved, movedTo } = await import('./memberWatch.ts').then((m) => m.saveBeforeIdleLogout());
    const { pathname, search, hash } = here.current;
    endSession({ tab: !saved });
    // A new application saved just now comes back under its id (its `new` form is empty now).
    navigate(loginPath(lang, movedTo ?? pathname + search + hash), { replace: true, state: loginState('idle') });
  }, [endSession, navigate, lang]);

  const signIn = useCallback((next: string) => {
    storeToken(next, decodeClaims(next)?.role ?? '');
  }, []);

  // Only members may hold a session here: any other role, or a token that cannot be read, is
  // logged out with the message of spec §8.
  const refused = token !== null && (role !== MEMBER_ROLE || claims?.role !== MEMBER_ROLE);
  useEffect(() => {
    if (!refused) return;
    endSession();
    navigate(paths.login(lang));
    toast.show(intl.formatMessage(messages.roleFailed), 'error');
  }, [refused, endSession, navigate, lang, toast, intl]);

  // Logged in while now < exp: an expired token is dropped, and a live one is dropped when it expires.
  const expiresAt = claims ? claims.exp * 1000 : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(clearToken, Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const loggedIn = member !== null && !refused;
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./memberWatch.ts').then((m) => {
      if (stopped) return;
      stop = m.watchSession({
        claims: () => claimsRef.current,
        refresh: () => {
          void import('./refresh.ts').then((r) => r.refreshToken(lang)).then((fresh) => {
            if (fresh) signIn(fresh);
          });
        },
        onIdle: () => void idleLogout(),
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [loggedIn, idleLogout, signIn, lang]);

  const value = useMemo<Session>(
    () => ({ member: loggedIn ? member : null, signIn, logout, logoutEverywhere, leaving }),
    [loggedIn, member, signIn, logout, logoutEverywhere, leaving],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
