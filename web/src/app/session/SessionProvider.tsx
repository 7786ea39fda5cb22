import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { clearApolloCaches } from '../apollo.ts';
import { useLang } from '../i18n/lang.tsx';
import { paths } from '../paths.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { clearSession, clearToken, MEMBER_ROLE, readRole, readToken, storeToken, subscribe } from './store.ts';
import { decodeClaims, isLive, type TokenClaims } from './token.ts';
import { watchSession } from './watch.ts';

// The member's session as the screens see it (spec §4), kept tiny because it ships with every
// page: the refresh call itself is a lazy chunk, loaded the first time the hourly check needs it.

export interface Session {
  /** The claims of a live token, or null for a visitor. */
  member: TokenClaims | null;
  /** Keeps a new token (login, registration, refresh). */
  signIn(token: string): void;
  /** Clears the token, the role and the competition form, then goes to the login page. */
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

const messages = defineMessages({ roleFailed: { id: 'session.roleFailed' } });

const serverSnapshot = () => null;

export function SessionProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const toast = useToast();
  const lang = useLang();
  const navigate = useNavigate();
  const token = useSyncExternalStore(subscribe, readToken, serverSnapshot);
  const role = useSyncExternalStore(subscribe, readRole, serverSnapshot);
  const claims = useMemo(() => (token ? decodeClaims(token) : null), [token]);
  const member = claims && isLive(claims, Date.now()) ? claims : null;
  const claimsRef = useRef(claims);
  claimsRef.current = claims;

  const endSession = useCallback(() => {
    clearSession();
    clearApolloCaches();
  }, []);

  const logout = useCallback(() => {
    endSession();
    navigate(paths.login(lang));
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
    return watchSession({
      claims: () => claimsRef.current,
      refresh: () => {
        void import('./refresh.ts').then((m) => m.refreshToken(lang)).then((fresh) => {
          if (fresh) signIn(fresh);
        });
      },
      onIdle: logout,
    });
  }, [loggedIn, logout, signIn, lang]);

  const value = useMemo<Session>(() => ({ member: loggedIn ? member : null, signIn, logout }), [loggedIn, member, signIn, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
