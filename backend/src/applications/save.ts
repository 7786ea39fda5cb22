// Create or update a draft from a multipart save. The checks that need no body run before it is
// read; the files are received, the data validated and the slots resolved; then the files move
// into place and the row is written in one transaction that checks again. Any failure deletes the
// new files and changes nothing; files the save dropped are deleted once it committed.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isUniqueViolation } from '../db/errors.ts';
import { applicationFiles, applications, type AccountRow, type ApplicationFileRow, type ApplicationRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { ApiError, badInput, type FieldError } from '../errors.ts';
import { isMessageId } from '../i18n/messages.ts';
import { requestLanguage, type Language } from '../i18n/language.ts';
import { pathText, setValueAt, valueAt, type ApplicationData, type Programme } from './programme.ts';
import { arrivalTime } from './arrival.ts';
import { activeSession, noActiveSession, requireOpen, sessionById, type ApplySession } from './sessions.ts';
import { isEditable } from './status.ts';
import { filesOf, findOwnInSession, ownApplication } from './store.ts';
import type { FileStore } from '../files/file-store.ts';
import { newStoredName, placeFiles, privateUrl, removeStoredFiles, storedNameOf } from './storage.ts';
import { discarding, receiveSave, type ReceivedFile } from './uploads.ts';

export type SaveTarget = { kind: 'create' } | { kind: 'update'; id: number; version: number };

export interface SaveDeps {
  store: Store;
  programme: Programme;
  storage: FileStore;
}

const applicationExists = () => new ApiError(409, 'CONFLICT', 'applicationExists');
const locked = () => new ApiError(409, 'CONFLICT', 'applicationLocked');
const stale = () => new ApiError(409, 'STALE_VERSION', 'staleVersion');

/** Rule failures of a zod schema as field errors (message ids of @yip/rules, else a generic one). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: pathText([...issue.path, key].map(String)), messageId: 'unknownField' as const }))
      : [{ path: pathText(issue.path.map(String)), messageId: isMessageId(issue.message) ? issue.message : ('badInput' as const) }],
  );
}

/** A 400 with the first failure as its message (shown to the member: no paths) and every one in `fields`. */
export function invalidFields(fields: readonly FieldError[], messageId = fields[0]?.messageId ?? 'badInput') {
  return badInput(messageId, undefined, fields);
}

// The checks of a write run before the body is read and again in its transaction.

/** The session a member's new application goes into: the active one, open, without one of theirs. */
async function sessionToCreateIn(db: Executor, programme: Programme, account: AccountRow, at: Date): Promise<ApplySession> {
  const session = await activeSession(db, programme);
  if (!session) throw noActiveSession();
  requireOpen(session, at);
  if (await findOwnInSession(db, programme, account.id, session.id)) throw applicationExists();
  return session;
}

/** A draft, its session open, at the version the member last read. */
async function checkUpdatable(db: Executor, programme: Programme, row: ApplicationRow, version: number, at: Date): Promise<void> {
  if (!isEditable(row.status)) throw locked();
  requireOpen(await sessionById(db, programme, row.sessionId), at);
  if (row.version !== version) throw stale();
}

interface ResolvedSave {
  data: ApplicationData;
  newFiles: { file: ReceivedFile; storedName: string }[];
  keptNames: Set<string>;
}

/** Validates `data` and `keepList`, puts new files in their slots and checks every kept url. */
function resolveSave(deps: SaveDeps, data: unknown, keepList: unknown, files: readonly ReceivedFile[], existing: readonly ApplicationFileRow[]): ResolvedSave {
  const parsed = deps.programme.draftInput.safeParse(data);
  if (!parsed.success) throw invalidFields(fieldErrors(parsed.error.issues));
  const draft = parsed.data as ApplicationData;
  if (!Array.isArray(keepList) || keepList.length > 100 || !keepList.every((url) => typeof url === 'string')) {
    throw badInput('badInput', 'keepList');
  }

  const errors: FieldError[] = [];
  const newFiles = files.map((file) => ({ file, storedName: newStoredName(file.kind) }));
  const replaced = new Set<string>();
  // A new part wins over a kept url at the same slot.
  for (const { file, storedName } of newFiles) {
    const stored = { url: privateUrl(storedName), name: file.name, size: file.size };
    if (setValueAt(draft, file.path, stored)) replaced.add(pathText(file.path));
    else errors.push({ path: pathText(file.path), messageId: 'unknownField' });
  }
  const keptNames = new Set<string>();
  for (const path of deps.programme.filePaths(draft)) {
    const value = valueAt(draft, path);
    if (typeof value !== 'string' || replaced.has(pathText(path))) continue;
    const storedName = storedNameOf(value);
    const held = existing.find((row) => row.storedName === storedName);
    if (!held || !keepList.includes(value) || keptNames.has(held.storedName)) {
      errors.push({ path: pathText(path), messageId: 'keptFileUnknown' });
      continue;
    }
    keptNames.add(held.storedName);
    setValueAt(draft, path, { url: value, name: held.originalName, size: held.size });
  }
  if (errors.length > 0) throw invalidFields(errors);
  const stored = deps.programme.storedDraft.safeParse(draft);
  if (!stored.success) throw invalidFields(fieldErrors(stored.error.issues));
  return { data: stored.data as ApplicationData, newFiles, keptNames };
}

/** Writes the row and its file rows; returns the row and the stored names the save dropped. */
function commit(deps: SaveDeps, account: AccountRow, target: SaveTarget, resolved: ResolvedSave, at: Date, language: Language): Promise<{ row: ApplicationRow; dropped: string[] }> {
  const { store, programme } = deps;
  // No lock: the checks are read again here, and the version (or, for a create, the unique
  // owner-and-session index) refuses whichever of two concurrent saves comes second.
  return store.transaction(async (tx) => {
    const now = new Date().toISOString();
    let row: ApplicationRow;
    let dropped: string[] = [];
    if (target.kind === 'create') {
      const session = await sessionToCreateIn(tx, programme, account, at);
      const [created] = await tx
        .insert(applications)
        .values({ programme: programme.name, sessionId: session.id, ownerId: account.id, data: resolved.data, language, createdAt: now, updatedAt: now })
        .returning();
      row = created as ApplicationRow;
    } else {
      const current = await ownApplication(tx, programme, target.id, account);
      await checkUpdatable(tx, programme, current, target.version, at);
      dropped = (await filesOf(tx, current.id)).map((file) => file.storedName).filter((name) => !resolved.keptNames.has(name));
      if (dropped.length > 0) {
        await tx.delete(applicationFiles).where(and(eq(applicationFiles.applicationId, current.id), inArray(applicationFiles.storedName, dropped)));
      }
      const [updated] = await tx
        .update(applications)
        .set({ data: resolved.data, version: current.version + 1, language, updatedAt: now })
        .where(and(eq(applications.id, current.id), eq(applications.version, current.version)))
        .returning();
      row = updated as ApplicationRow;
    }
    if (resolved.newFiles.length > 0) {
      await tx
        .insert(applicationFiles)
        .values(resolved.newFiles.map(({ file, storedName }) => ({ applicationId: row.id, storedName, originalName: file.name, size: file.size, createdAt: now })));
    }
    return { row, dropped };
  });
}

export async function saveApplication(deps: SaveDeps, request: FastifyRequest, account: AccountRow, target: SaveTarget): Promise<ApplicationRow> {
  const { store, programme, storage } = deps;
  // The deadline is judged by when the save arrived: a phone's upload may end after it.
  const at = arrivalTime(request);
  // Checks that need no body answer before a byte of it is read.
  let existing: ApplicationFileRow[] = [];
  if (target.kind === 'create') {
    await sessionToCreateIn(store.read, programme, account, at);
  } else {
    const row = await ownApplication(store.read, programme, target.id, account);
    await checkUpdatable(store.read, programme, row, target.version, at);
    existing = await filesOf(store.read, row.id);
  }

  const received = await receiveSave(request, programme, storage);
  let resolved: ResolvedSave;
  try {
    resolved = resolveSave(deps, received.data, received.keepList, received.files, existing);
  } catch (error) {
    throw await discarding(storage, received.files, error);
  }
  const moves = resolved.newFiles.map(({ file, storedName }) => ({ pending: file.pending, storedName }));
  try {
    await placeFiles(storage, moves);
  } catch (error) {
    throw await discarding(storage, received.files, error);
  }
  try {
    const { row, dropped } = await commit(deps, account, target, resolved, at, requestLanguage(request));
    await removeStoredFiles(storage, dropped);
    return row;
  } catch (error) {
    await removeStoredFiles(storage, moves.map((move) => move.storedName));
    throw isUniqueViolation(error) ? applicationExists() : error;
  }
}
