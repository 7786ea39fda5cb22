/**
 * Once the gateway serves, a failure inside one request (an 'error' event nobody listened to, a
 * promise nobody awaited) is logged and the process goes on serving everyone else: Node's default
 * is to exit, which took the whole site down with one malformed upload. Installed only after
 * start-up, so a failure while starting still stops the process.
 *
 * The gateway keeps no per-request async context (an AsyncLocalStorage cost every request about
 * half a millisecond on Node 20), so these lines carry no request id: the request log's line of
 * the same moment (its 5xx or cut-off request) is the one to match.
 */
export function keepServing(log: (line: string) => void = (line) => console.error(line)): void {
  // An error can reach both hooks (a rejection later thrown again): one line per error.
  const logged = new WeakSet<object>();
  const report = (kind: string, error: unknown) => {
    if (typeof error === 'object' && error !== null) {
      if (logged.has(error)) return;
      logged.add(error);
    }
    log(`${kind} (the gateway goes on serving): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  };
  process.on('uncaughtException', (error) => report('uncaught exception', error));
  process.on('unhandledRejection', (reason) => report('unhandled rejection', reason));
}
