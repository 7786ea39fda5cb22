import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { clearApolloCaches } from '../../../app/apollo.ts';
import { clearDrafts } from '../../../components/Form/draft.ts';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath, type Lang } from '../../../app/paths.ts';
import { StaffRenewSessionDocument, useStaffSignOutMutation, useStaffViewerQuery, type StaffViewerQuery } from './session.generated.ts';
import { watchStaffSession } from './idle.ts';
import {
  clearStaffToken,
  readStaffToken,
  replaceStaffToken,
  staffDraftPrefix,
  staffEndReason,
  staffTokenIssuedAt,
  subscribeStaffSession,
  type StaffEndReason,
} from './store.ts';

export type StaffAccountView = NonNullable<StaffViewerQuery['staffViewer']>;

export interface StaffSessionValue {
  /** The signed-in officer; null until `staffViewer` answers. */
  account: StaffAccountView | null;
  /** Ends the session on the server, then here; the guard goes to the sign-in page. */
  signOut: () => Promise<void>;
}

const StaffSessionContext = createContext<StaffSessionValue | null>(null);

/** The staff session of the console's pages (inside `RequireStaff`). */
export function useStaffSession(): StaffSessionValue {
  const value = useContext(StaffSessionContext);
  if (!value) throw new Error('useStaffSession outside RequireStaff');
  return value;
}

/** The staff token, re-read whenever the session starts or ends. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribeStaffSession, readStaffToken, () => null);
}

/** What the sign-in page is told: where to go back to, and why the officer is there. */
export interface StaffLoginState {
  from?: string;
  notice?: StaffEndReason;
}

/** The sign-in page's path (`/{lang}/staff/login`). */
export const staffLoginPath = (lang: Lang) => localPath(lang, 'staff', 'login');

/**
 * The console's guard: without a staff session the officer is sent to sign in and brought back
 * afterwards; a session that ends while a page is open (30 minutes idle, a refused token) sends
 * them there with the reason. While signed in, the session is renewed as the officer works
 * (idle.ts). The member's session is never looked at.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const token = useStaffToken();

  if (!token) {
    const notice = staffEndReason();
    const state: StaffLoginState = { from: pathname + search, ...(notice ? { notice } : {}) };
    return <Navigate to={staffLoginPath(lang)} replace state={state} />;
  }
  return <SignedIn>{children ?? <Outlet />}</SignedIn>;
}

function SignedIn({ children }: { children: ReactNode }) {
  const { data } = useStaffViewerQuery();
  const client = useApolloClient();
  // Mounted for the whole session: a renewed token changes the token, not the watch.
  useEffect(
    () =>
      watchStaffSession({
        onIdle: () => clearStaffToken('idle'),
        issuedAt: staffTokenIssuedAt,
        renew: async () => {
          const { data: renewed } = await client.mutate({ mutation: StaffRenewSessionDocument, context: { silentErrors: true }, fetchPolicy: 'no-cache' });
          return renewed ? replaceStaffToken(renewed.staffRenewSession.token) : false;
        },
      }),
    [client],
  );
  const [staffSignOut] = useStaffSignOutMutation({ context: { silentErrors: true } });
  const signOut = useCallback(async () => {
    // The token is dropped here even when the server cannot be reached: it is refused there at expiry.
    await staffSignOut().catch(() => undefined);
    clearApolloCaches();
    clearDrafts(staffDraftPrefix);
    clearStaffToken('signedOut');
  }, [staffSignOut]);
  const value = useMemo(() => ({ account: data?.staffViewer ?? null, signOut }), [data, signOut]);
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

/** Where a signed-in officer goes: back where they were sent from (only a console page), else the console. */
export function afterStaffSignIn(lang: Lang, state: unknown): string {
  const from = (state as StaffLoginState | null)?.from;
  const home = localPath(lang, 'staff');
  return typeof from === 'string' && from.startsWith(`${home}/`) && !from.startsWith(`${home}/login`) ? from : home;
}
