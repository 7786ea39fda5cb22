// The JSON body of a /graphql request. 100 kB holds every call of a visitor or a member (an
// application's longest text is 1,000 graphemes). A manager's content can be far more: an article
// may hold 20,000 graphemes of formatted text in each language (backend/src/resources/families.ts),
// 125 kB and up. So a body declared larger is read, up to the backend's own 1 MiB, only once the
// backend has confirmed the caller's manager token; any other large body is refused unread.
import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { refuseDeepBody } from './json-depth.ts';

export const anyoneBodyLimit = 100 * 1024;
/** Fastify's default body limit, which the backend keeps: a larger body could not be saved anyway. */
export const managerBodyLimit = 1024 * 1024;

/**
 * Whether the request carries a manager's token the backend confirms (then true), or no manager's
 * token at all (false). A manager's token the backend refuses, or cannot judge, throws the
 * refusal the request would have met anyway (auth/confirm-token.ts).
 */
export type ConfirmsManager = (req: IncomingMessage) => Promise<boolean>;

export function jsonBody(confirmsManager: ConfirmsManager): RequestHandler {
  const anyone = express.json({ limit: anyoneBodyLimit, verify: refuseDeepBody });
  const manager = express.json({ limit: managerBodyLimit, verify: refuseDeepBody });
  return (req, res, next) => {
    if (!(Number(req.headers['content-length']) > anyoneBodyLimit) || !req.is('application/json')) {
      anyone(req, res, next);
      return;
    }
    confirmsManager(req).then(
      (confirmed) => (confirmed ? manager : anyone)(req, res, next),
      (error: unknown) => (error instanceof GraphQLError ? answerRefusal(res, error) : next(error)),
    );
  };
}

/** The refusal as Apollo answers a refused token: its HTTP status, message and code. */
function answerRefusal(res: Response, error: GraphQLError): void {
  const { http, ...extensions } = error.extensions as { http?: { status?: number } };
  res.status(http?.status ?? 401).json({ errors: [{ message: error.message, extensions }] });
}
