// `GET /files/private/:name?exp&sig`: an applicant's file, only through a signed address that an
// answer to its owner or a manager carried. Anything wrong (name, signature, expiry, a file no
// application holds) is the same 404, so nothing can be probed.
import type { FastifyInstance } from 'fastify';
import { fileKindMime, type FileKind } from '@yip/rules';
import { notFound } from '../errors.ts';
import { privateKey, type FileStore } from '../files/file-store.ts';
import { displayFileName } from './file-names.ts';
import type { UrlSigner } from './signed-urls.ts';
import { storedNamePattern } from './storage.ts';
import { fileByStoredName } from './store.ts';

/**
 * `attachment` with the applicant's file name: an ASCII fallback and the UTF-8 original (RFC 6266).
 * Hidden characters are removed here too, for names stored before uploads were cleaned of them.
 */
function attachment(stored: string, kind: FileKind): string {
  const name = displayFileName(stored, kind);
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streamed through the backend rather than answered with a presigned bucket address: the headers
 * below (nosniff, the sandbox CSP) cannot be set on a bucket's answer, the signed address stays
 * this backend's (a file deleted is 404 at once), and the bucket needs no address browsers reach.
 */
export function privateFileRoutes(storage: FileStore, signer: UrlSigner) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>('/files/private/:name', async (request, reply) => {
      const { name } = request.params;
      const match = storedNamePattern.exec(name);
      if (!match || !signer.verify(name, request.query.exp, request.query.sig)) throw notFound();
      const file = await fileByStoredName(app.store.read, name);
      const stored = file ? await storage.open(privateKey(name)) : undefined;
      if (!file || !stored) throw notFound();
      return reply
        .header('Content-Type', fileKindMime[match[1] as FileKind])
        .header('Content-Length', stored.size)
        .header('Content-Disposition', attachment(file.originalName, match[1] as FileKind))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stored.stream);
    });
  };
}
