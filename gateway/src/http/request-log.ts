import type { RequestHandler } from 'express';

/** Health probes run every few seconds; logging them would drown everything else. */
const quietPaths = new Set(['/healthz', '/readyz']);

/**
 * The path as logged: no query string (GraphQL GET variables, signed-URL signatures) and no
 * password-reset token, which travels as the last path segment of a web route.
 */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/(\/reset-password\/)[^/]+/, '$1[redacted]');
}

/** One line per request: method, path, status, duration. Headers (Authorization) are never logged. */
export const requestLog: RequestHandler = (req, res, next) => {
  if (quietPaths.has(req.path)) return next();
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${loggablePath(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
};
