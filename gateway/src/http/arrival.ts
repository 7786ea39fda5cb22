import type { IncomingMessage } from 'node:http';

// When a request reached the gateway, taken in the HTTP server's 'request' event before Express
// runs (app.ts): under a burst at a deadline the middleware, body parsing, Apollo and the token
// check of queued requests can take seconds, and the backend judges the deadline by this moment
// (sent upstream as X-Request-Start, signed, rest/client.ts). What happens before the event (the
// kernel's accept queue, reading the headers) the server cannot see; the session's grace covers it.

type Arrived = IncomingMessage & { arrivedAt?: number };

export function stampArrival(req: IncomingMessage): void {
  (req as Arrived).arrivedAt = Date.now();
}

export function arrivalOf(req: IncomingMessage): number {
  return (req as Arrived).arrivedAt ?? Date.now();
}
