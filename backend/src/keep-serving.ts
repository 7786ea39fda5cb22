import type { FastifyBaseLogger } from 'fastify';

/**
 * Once the backend serves, a failure inside one request (an 'error' event nobody listened to, a
 * promise nobody awaited) is logged and the process goes on serving everyone else: Node's default
 * is to exit. Installed only after start-up, so a failure while starting still stops the process.
 * Errors Fastify sees in a request are logged by it with the request's id; these are the ones that
 * escaped any request, so they carry none.
 */
export function keepServing(log: Pick<FastifyBaseLogger, 'error'>): void {
  // An error can reach both hooks (a rejection later thrown again): one line per error.
  const logged = new WeakSet<object>();
  const report = (kind: string, error: unknown) => {
    if (typeof error === 'object' && error !== null) {
      if (logged.has(error)) return;
      logged.add(error);
    }
    log.error({ err: error }, `${kind}; the backend goes on serving`);
  };
  process.on('uncaughtException', (error) => report('uncaught exception', error));
  process.on('unhandledRejection', (reason) => report('unhandled rejection', reason));
}
