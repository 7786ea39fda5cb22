import type { RequestHandler } from 'express';

/** Liveness: the process answers. Deliberately independent of the backend. */
export const healthz: RequestHandler = (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok' });
};

/** Readiness: the backend's readiness (its database can be read, its data disk takes writes) answers within a second. */
export function readyz(backendUrl: string): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const upstream = await fetch(`${backendUrl}/readyz`, { signal: AbortSignal.timeout(1000) });
      await upstream.body?.cancel();
      if (upstream.ok) {
        res.json({ status: 'ok' });
        return;
      }
    } catch {
      // Unreachable or too slow: not ready, answered below.
    }
    res.status(503).json({ status: 'unavailable' });
  };
}
