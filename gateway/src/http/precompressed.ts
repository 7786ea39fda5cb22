import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { RequestHandler } from 'express';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Serves the build's brotli or gzip copy of an asset (written by web/scripts/precompress.mjs)
 * when the browser accepts it; anything else falls through to the plain static files.
 */
export function precompressed(folder: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = types[extname(req.path)];
    const file = normalize(join(folder, req.path));
    if (!type || !file.startsWith(folder + sep)) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const variant = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    res.vary('Accept-Encoding');
    if (!variant || !existsSync(variant)) return next();
    res.sendFile(
      variant,
      { immutable: true, maxAge: '1y', headers: { 'Content-Type': type, 'Content-Encoding': encoding } },
      (error) => error && next(error),
    );
  };
}
