// The incubator's final round: a manager raises a submitted application to final_upload (or
// downgrades it back); its owner then uploads one final PDF, which moves it to final_entered and
// can never be replaced. The upload's checks run before the body is read and again in the
// transaction that writes it, so of two parallel uploads one is kept and the other's file deleted.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { applicationFiles, applications, type AccountRow, type ApplicationRow } from '../db/schema.ts';
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
function checkFinalUploadable(db: Executor, programme: Programme, row: ApplicationRow, at: Date): void {
  if (row.status === transitions.finalUpload.to) throw new ApiError(409, 'CONFLICT', 'finalFileLocked');
  if (!canMove(row.status, 'finalUpload')) throw new ApiError(409, 'CONFLICT', 'finalUploadNotOpen');
  requireFinalUploadOpen(sessionById(db, programme, row.sessionId), at);
}

export async function uploadFinalFile(deps: SaveDeps, final: FinalUpload, request: FastifyRequest, account: AccountRow, id: number): Promise<ApplicationRow> {
  const { db, programme, storage } = deps;
  // Judged by when the upload arrived, not by when its last byte did.
  const at = arrivalTime(request);
  checkFinalUploadable(db, programme, ownApplication(db, programme, id, account), at);

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
    return db.transaction(
      (tx) => {
        const current = ownApplication(tx, programme, id, account);
        checkFinalUploadable(tx, programme, current, at);
        const now = new Date().toISOString();
        const data = structuredClone(current.data);
        setValueAt(data, final.path, { url: privateUrl(storedName), name: file.name, size: file.size });
        tx.insert(applicationFiles).values({ applicationId: current.id, storedName, originalName: file.name, size: file.size, createdAt: now }).run();
        return tx
          .update(applications)
          .set({ status: transitions.finalUpload.to, data, finalSubmittedAt: now, version: current.version + 1, updatedAt: now })
          .where(and(eq(applications.id, current.id), eq(applications.status, current.status)))
          .returning()
          .get() as ApplicationRow;
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    await removeStoredFiles(storage, [storedName]);
    throw error;
  }
}

const refusal: Record<'raise' | 'downgrade', MessageId> = { raise: 'raiseNotAllowed', downgrade: 'downgradeNotAllowed' };

/** A manager's raise (submitted → final_upload) or downgrade (final_upload → submitted); anything else is 409. */
export function moveFinalRound(db: Db, programme: Programme, id: number, transition: Extract<Transition, 'raise' | 'downgrade'>): ApplicationRow {
  return db.transaction(
    (tx) => {
      const row = getApplication(tx, programme, id);
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
      if (!canMove(row.status, transition)) throw new ApiError(409, 'CONFLICT', refusal[transition]);
      const now = new Date().toISOString();
      return tx
        .update(applications)
        .set({ status: transitions[transition].to, version: row.version + 1, updatedAt: now })
        .where(and(eq(applications.id, row.id), eq(applications.status, row.status)))
        .returning()
        .get() as ApplicationRow;
    },
    { behavior: 'immediate' },
  );
}
