import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { notFound } from './errors.ts';

export const publicDir = (dataDir: string) => join(dataDir, 'public');

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

/** `GET /files/public/:name`: the public files (seed images, templates) in `DATA_DIR/public/`. */
export function fileRoutes(dataDir: string) {
  const root = publicDir(dataDir);
  return async (app: FastifyInstance) => {
    app.get<{ Params: { name: string } }>('/files/public/:name', async (request, reply) => {
      const { name } = request.params;
      if (!safeName.test(name)) throw notFound();
      const path = join(root, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) throw notFound();
      return reply
        .header('Content-Type', contentTypes[extname(name).toLowerCase()] ?? 'application/octet-stream')
        .header('Content-Length', info.size)
        .header('Last-Modified', info.mtime.toUTCString())
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened directly must not run script or load anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(createReadStream(path));
    });
  };
}
