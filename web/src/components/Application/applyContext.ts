// What an application's apply layout knows and every step reads, for either programme: who
// applies, which application (null while new), the session whose deadline rules it, whether it can
// still be changed, and how this programme's application is saved and submitted.
import type { RenamedField } from '@yip/rules';
import { createContext, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Lang } from '../../app/paths.ts';
import type { ApplicationStatus } from '../../generated/types.ts';

/** The session fields the apply pages read (both programmes' fragments have them). */
export interface ApplySessionFields {
  id: string;
  name: string;
  applyStart: string;
  applyEnd: string;
  isOpen: boolean;
  timeZone: string;
}

/** What every application has, whatever its programme. */
export interface ApplicationBase {
  id: string;
  status: ApplicationStatus;
  version: number;
  registrationNumber?: string | null;
  submittedAt?: string | null;
  session: ApplySessionFields;
}

/** The form values of each part of an application (`team`, `proposal`), one step's form each. */
export type ApplicationParts = Record<string, FieldValues>;

/** What the shared apply pieces need to know of a programme. */
export interface ApplyProgramme<A extends ApplicationBase, P extends ApplicationParts> {
  /** Names the member's local copies (`inventionApply:{owner}:{id}:{part}`). */
  name: string;
  /** `/{lang}/invention-apply/{route}/{id}`; a new application's id is the word `new` (spec §2). */
  path: (lang: Lang, route: string, id: string | null) => string;
  /** The member's list of this programme's applications. */
  listPath: (lang: Lang) => string;
  /** That list's title (the 404 of an application links to it). */
  listTitle: MessageDescriptor;
  /** Each part's form values: of the saved application, or of a new form (null). */
  values: { [K in keyof P]: (application: A | null) => P[K] };
  /** Whether the parts hold a newly chosen file (a failed save then says 'upload failed'). */
  hasUploads: (parts: P) => boolean;
  /** The fields the save's input names otherwise than the forms (@yip/rules); the server's field errors use the input's names. */
  renamed: readonly RenamedField[];
  /** A path's field as the form labels it ("Member 1 · Student ID proof" for `team.members.0.pdfFile`). */
  fieldLabel: (path: string, intl: IntlShape) => string;
}

export interface ApplyContextValue<A extends ApplicationBase = ApplicationBase, P extends ApplicationParts = ApplicationParts> {
  programme: ApplyProgramme<A, P>;
  /** The member's id (the token's subject): local copies are kept per member. */
  owner: string;
  /** The application's id; null for a new one (`new` in the URL). */
  id: string | null;
  /** The application as last read or saved; null while new. */
  application: A | null;
  /** The application's session, or the active one for a new application; null when none is active. */
  session: ApplySessionFields | null;
  /** Registration is shut (past the deadline, or no active session): nothing can be saved. */
  closed: boolean;
  /** Submitted: it opens read-only. */
  submitted: boolean;
  /** Reads the application again from the server (after a conflict), keeping local copies. */
  reload: () => Promise<void>;
  /** Reads the session again (after REGISTRATION_CLOSED). */
  reloadSession: () => Promise<void>;
  /** Saves the whole application as a draft (a create while new) with the version last read. */
  saveDraft: (parts: P) => Promise<A>;
  /** Submits it; the key is repeated on retries of one submit intent. */
  submit: (idempotencyKey: string) => Promise<A>;
}

export const ApplyContext = createContext<ApplyContextValue<never, never> | null>(null);

export function useApply<A extends ApplicationBase = ApplicationBase, P extends ApplicationParts = ApplicationParts>(): ApplyContextValue<A, P> {
  const value = useContext(ApplyContext);
  if (!value) throw new Error('useApply must be used inside an apply layout');
  return value as unknown as ApplyContextValue<A, P>;
}
