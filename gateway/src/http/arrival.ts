import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

// When a request reached the gateway, taken by the first middleware: under a burst at a deadline
// the body parsing, Apollo and the token check of queued requests can take seconds, and the
// backend judges the deadline by this moment (sent upstream as X-Request-Start, rest/client.ts).

type Arrived = IncomingMessage & { arrivedAt?: number };

export const stampArrival: RequestHandler = (req, _res, next) => {
  (req as Arrived).arrivedAt = Date.now();
  next();
};

export function arrivalOf(req: IncomingMessage): number {
  return (req as Arrived).arrivedAt ?? Date.now();
}
