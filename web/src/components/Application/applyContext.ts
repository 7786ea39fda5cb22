// What the apply layout knows and every step reads: who applies, which application (null while
// new), the session whose deadline rules it, and whether it can still be changed.
import { createContext, useContext } from 'react';
import type { ApplySessionFragment, InventionApplicationFieldsFragment } from './inventionApply.generated.ts';

export type Application = InventionApplicationFieldsFragment;

export interface ApplyContextValue {
  /** The member's id (the token's subject): local copies are kept per member. */
  owner: string;
  /** The application's id; null for a new one (`new` in the URL). */
  id: string | null;
  /** The application as last read or saved; null while new. */
  application: Application | null;
  /** The application's session, or the active one for a new application; null when none is active. */
  session: ApplySessionFragment | null;
  /** Registration is shut (past the deadline, or no active session): nothing can be saved. */
  closed: boolean;
  /** Submitted: it opens read-only. */
  submitted: boolean;
  /** Reads the application again from the server (after a conflict), keeping local copies. */
  reload: () => Promise<void>;
  /** Reads the session again (after REGISTRATION_CLOSED). */
  reloadSession: () => Promise<void>;
}

export const ApplyContext = createContext<ApplyContextValue | null>(null);

export function useApply(): ApplyContextValue {
  const value = useContext(ApplyContext);
  if (!value) throw new Error('useApply must be used inside the apply layout');
  return value;
}
