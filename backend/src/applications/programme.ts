// What the application module needs to know about one programme. The store, files, status
// machine, routes and export are written once against this; `invention.ts` fills it for the
// competition, `incubator.ts` for the incubator.
import type { FileRule } from '@yip/rules';
import type { z } from 'zod';
import type { ProgrammeName } from '../db/schema.ts';
import type { Localised } from '../i18n/language.ts';
import type { FamilyName } from '../resources/families.ts';
import type { OptionKind } from './labels.ts';
import type { ApplySession } from './sessions.ts';

/** Where a value sits in an application's data: `['team', 'members', 2, 'pdfFile']`. */
export type DataPath = readonly (string | number)[];

/** An application's data: team and proposal objects, as the rules of the programme shape them. */
export type ApplicationData = Record<string, unknown>;

export interface Recipient {
  email: string;
  role: 'leader' | 'advisor';
}

/** A field of the application in the managers' spreadsheet, headed by its label on the form (labels.ts). */
export interface ExportField {
  path: DataPath;
  /** Coded values, written as the form's labels (a list's joined); `sdg`: goals by number, as the summary shows them. */
  option?: OptionKind | 'sdg';
  /** A file slot: the cell links to the application's page in the console, not to a file name. */
  file?: true;
  width?: number;
}

/** A programme whose teams, once raised, upload one final-round file (the incubator). */
export interface FinalUpload {
  /** Where the file sits in the application's data. */
  path: DataPath;
  rule: FileRule;
}

export interface Programme {
  name: ProgrammeName;
  /** The family of its sessions (`{name}/session`). */
  sessionFamily: FamilyName;
  /** Registration numbers read `{numberPrefix}{year of applyEnd}-{0001…}`. */
  numberPrefix: string;
  /** The programme's name in mails. */
  title: Localised;
  /** The member's list of applications in the web client, linked from the leader's mail. */
  memberListPath: string;
  /** The web client's apply steps (`{applyPath}/{team-data|proposal|confirm}/{id}`), linked from the reminders. */
  applyPath: string;
  /** The programme's public page, linked from the advisors' mail. */
  publicPath: string;
  /** The `data` part of a save: a draft whose file slots hold the urls of kept files. */
  draftInput: z.ZodType;
  /** A stored draft, file slots holding `{ url, name, size }`. */
  storedDraft: z.ZodType;
  /** What submit still misses or has wrong in the session, as paths and rule message ids; empty when complete. */
  incompleteFields(data: unknown, session: ApplySession): { path: string; message: string }[];
  /** The data path and rule of the multipart file part named `slot`; undefined for any other name. */
  fileSlot(slot: string): { path: DataPath; rule: FileRule } | undefined;
  /** The data paths of every file slot `data` has (one per member for the proofs, the final file once uploaded). */
  filePaths(data: ApplicationData): DataPath[];
  /** The final-round upload, raise and downgrade, if the programme has them. */
  finalUpload?: FinalUpload;
  /** At most this many submitted applications per person and session (by member e-mail), if limited. */
  teamsPerPerson?: number;
  /** JSON path of the members array whose `email`s the per-person limit and search look at. */
  membersJsonPath: string;
  /** Where the team's name is, for the managers' sort by it. */
  teamNameJsonPath: string;
  /** JSON paths of the texts a manager's search `q` looks in, besides member e-mails and the number. */
  searchJsonPaths: readonly string[];
  /** Who receives the submit mail (and the final-upload mail, where there is one). */
  recipients(data: ApplicationData): Recipient[];
  teamName(data: ApplicationData): string;
  /** The fields of the managers' .xlsx, after the application's own columns (number, status, owner, times). */
  exportFields: readonly ExportField[];
}

export function valueAt(data: unknown, path: DataPath): unknown {
  let current = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** Sets a value where its parent exists; false when the parent object or array is missing. */
export function setValueAt(data: unknown, path: DataPath, value: unknown): boolean {
  const parent = valueAt(data, path.slice(0, -1));
  if (typeof parent !== 'object' || parent === null) return false;
  const key = path[path.length - 1] as string | number;
  (parent as Record<string | number, unknown>)[key] = value;
  return true;
}

export const pathText = (path: DataPath) => path.join('.');
