// An application as the contract answers it: its own fields, its data with a fresh signed
// `downloadUrl` on every stored file, and for managers whose it is.
import type { FileKind } from '@yip/rules';
import type { ApplicationRow } from '../db/schema.ts';
import { displayFileName } from './file-names.ts';
import { setValueAt, valueAt, type ApplicationData, type Programme } from './programme.ts';
import type { UrlSigner } from './signed-urls.ts';
import { storedNameOf } from './storage.ts';

export interface Viewer {
  manager: boolean;
  /** The owner's login e-mail, answered to managers. */
  ownerEmail?: string;
}

export function presentApplication(programme: Programme, row: ApplicationRow, signer: UrlSigner, viewer: Viewer) {
  const data = structuredClone(row.data) as ApplicationData;
  for (const path of programme.filePaths(data)) {
    const file = valueAt(data, path) as { url?: string; name?: string } | undefined;
    const storedName = file?.url ? storedNameOf(file.url) : undefined;
    if (!storedName) continue;
    // The name cleaned again: one stored before uploads were cleaned may hold a bidi override.
    const name = displayFileName(file?.name, storedName.slice(storedName.lastIndexOf('.') + 1) as FileKind);
    setValueAt(data, path, { ...file, name, downloadUrl: signer.sign(storedName) });
  }
  return {
    id: row.id,
    sessionId: row.sessionId,
    status: row.status,
    version: row.version,
    registrationNumber: row.registrationNumber,
    submittedAt: row.submittedAt,
    ...(programme.finalUpload ? { finalSubmittedAt: row.finalSubmittedAt } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...data,
    ...(viewer.manager ? { ownerId: row.ownerId, ownerEmail: viewer.ownerEmail ?? '', submittedInGrace: row.submittedInGrace } : {}),
  };
}
