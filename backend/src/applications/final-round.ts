// The incubator's final round: a manager raises a submitted application to final_upload (or
// downgrades it back); its owner then uploads one final PDF, which moves it to final_entered and
// can never be replaced. The upload's checks run before the body is read and again in the
// transaction that writes it, so of two parallel uploads one is kept and the other's file deleted.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { applicationFiles, applications, type AccountRow, type ApplicationRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { ApiError, badInput } from '../errors.ts';
import type { MessageId } from '../i18n/messages.ts';
import { pathText, setValueAt, type FinalUpload, type Programme } from './programme.ts';
import type { SaveDeps } from './save.ts';
import { requireFinalUploadOpen, sessionById } from './sessions.ts';
import { canMove, transitions, type Transition } from './status.ts';
import { getApplication, ownApplication } from './store.ts';
import { newStoredName, placeFiles, privateUrl, removeStoredFiles } from './storage.ts';
import { discarding, receiveParts } from './uploads.ts';
import { arrivalTime } from './arrival.ts';

/** The multipart part that carries the final file. */
export const finalPartName = 'file';

/** In final_upload and before the session's final-upload end; a final file already in is never replaced. */
async function checkFinalUploadable(db: Executor, programme: Programme, row: ApplicationRow, at: Date): Promise<void> {
  if (row.status === transitions.finalUpload.to) throw new ApiError(409, 'CONFLICT', 'finalFileLocked');
  if (!canMove(row.status, 'finalUpload')) throw new ApiError(409, 'CONFLICT', 'finalUploadNotOpen');
  requireFinalUploadOpen(await sessionById(db, programme, row.sessionId), at);
}

/** Final-round moves of one application wait for each other, so each sees the status the one before left. */
const finalRoundLock = (programme: Programme, id: number) => ({ lock: `final:${programme.name}:${id}` });

export async function uploadFinalFile(deps: SaveDeps, final: FinalUpload, request: FastifyRequest, account: AccountRow, id: number): Promise<ApplicationRow> {
  const { store, programme, storage } = deps;
  // Judged by when the upload arrived, not by when its last byte did.
  const at = arrivalTime(request);
  await checkFinalUploadable(store.read, programme, await ownApplication(store.read, programme, id, account), at);

  const slot = { path: final.path, rule: final.rule };
  const { files } = await receiveParts(request, storage, { fields: [], fileSlot: (name) => (name === finalPartName ? slot : undefined) });
  const [file] = files;
  if (!file) throw badInput('validation.fileRequired', pathText(final.path), [{ path: pathText(final.path), messageId: 'validation.fileRequired' }]);
  const storedName = newStoredName(file.kind);
  try {
    await placeFiles(storage, [{ pending: file.pending, storedName }]);
  } catch (error) {
    throw await discarding(storage, files, error);
  }
  try {
    return await store.transaction(async (tx) => {
      const current = await ownApplication(tx, programme, id, account);
      await checkFinalUploadable(tx, programme, current, at);
      const now = new Date().toISOString();
      const data = structuredClone(current.data);
      setValueAt(data, final.path, { url: privateUrl(storedName), name: file.name, size: file.size });
      await tx.insert(applicationFiles).values({ applicationId: current.id, storedName, originalName: file.name, size: file.size, createdAt: now });
      const [uploaded] = await tx
        .update(applications)
        .set({ status: transitions.finalUpload.to, data, finalSubmittedAt: now, version: current.version + 1, updatedAt: now })
        .where(and(eq(applications.id, current.id), eq(applications.status, current.status)))
        .returning();
      return uploaded as ApplicationRow;
    }, finalRoundLock(programme, id));
  } catch (error) {
    await removeStoredFiles(storage, [storedName]);
    throw error;
  }
}

const refusal: Record<'raise' | 'downgrade', MessageId> = { raise: 'raiseNotAllowed', downgrade: 'downgradeNotAllowed' };

/** A manager's raise (submitted → final_upload) or downgrade (final_upload → submitted); anything else is 409. */
export function moveFinalRound(store: Store, programme: Programme, id: number, transition: Extract<Transition, 'raise' | 'downgrade'>): Promise<ApplicationRow> {
  return store.transaction(async (tx) => {
    const row = await getApplication(tx, programme, id);
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
    if (!canMove(row.status, transition)) throw new ApiError(409, 'CONFLICT', refusal[transition]);
    const now = new Date().toISOString();
    const [moved] = await tx
      .update(applications)
      .set({ status: transitions[transition].to, version: row.version + 1, updatedAt: now })
      .where(and(eq(applications.id, row.id), eq(applications.status, row.status)))
      .returning();
    return moved as ApplicationRow;
  }, finalRoundLock(programme, id));
}
