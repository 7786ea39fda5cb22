import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// When a request reached the gateway, taken in the HTTP server's 'request' event before Express
// runs (app.ts): under a burst at a deadline the middleware, body parsing, Apollo and the token
// check of queued requests can take seconds, and the backend judges the deadline by this moment
// (sent upstream as X-Request-Start, signed, rest/client.ts). What happens before the event (the
// kernel's accept queue, reading the headers) the server cannot see; the session's grace covers it.

// Each request also gets its id here, carried upstream (X-Request-Id, signed) and in the log lines
// of both tiers, so one visitor's request can be followed through them.

type Arrived = IncomingMessage & { arrivedAt?: number; requestId?: string };

/** This process's part of every id (several gateways log into one place); a counter the rest. */
const processTag = randomBytes(4).toString('hex');
let requestCount = 0;

export function stampArrival(req: IncomingMessage): void {
  (req as Arrived).arrivedAt = Date.now();
  (req as Arrived).requestId = `${processTag}-${(requestCount += 1).toString(36)}`;
}

export function requestIdOf(req: IncomingMessage): string | undefined {
  return (req as Arrived).requestId;
}

export function arrivalOf(req: IncomingMessage): number {
  return (req as Arrived).arrivedAt ?? Date.now();
}
