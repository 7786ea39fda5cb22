import type { FastifyInstance } from 'fastify';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { notFound } from './errors.ts';
import { publicKey, type FileStore } from './files/file-store.ts';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.txt': 'text/plain; charset=utf-8',
};

// One plain file name: no separators, no leading dot, so nothing can reach outside the folder.
const safeName = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

/** A public file (a seed image, a template) as the file store's `public/<name>`; replaces one of that name. */
export async function storePublicFile(files: FileStore, name: string, bytes: Buffer): Promise<void> {
  const pending = await files.put(Readable.from([bytes]));
  try {
    await files.commit(pending, publicKey(name));
  } catch (error) {
    await files.remove([pending.key]).catch(() => undefined);
    throw error;
  }
}

/** `GET /files/public/:name`: the public files (seed images, templates), the file store's `public/`. */
export function fileRoutes(files: FileStore) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { name: string } }>('/files/public/:name', async (request, reply) => {
      const { name } = request.params;
      if (!safeName.test(name)) throw notFound();
      const file = await files.open(publicKey(name));
      if (!file) throw notFound();
      return reply
        .header('Content-Type', contentTypes[extname(name).toLowerCase()] ?? 'application/octet-stream')
        .header('Content-Length', file.size)
        .header('Last-Modified', file.modifiedAt.toUTCString())
        // A studio image's name is new with every upload (content-images/): its bytes never change.
        .header('Cache-Control', name.startsWith('img-') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened directly must not run script or load anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(file.stream);
    });
  };
}
