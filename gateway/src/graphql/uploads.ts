import type { IncomingMessage } from 'node:http';
import { maxFileBytes } from '@yip/rules';
import type { RequestHandler, Response } from 'express';
import { processRequest, Upload } from 'graphql-upload-minimal';
import { requestLanguage, translate, type Language } from '../i18n.ts';
import { discardUploads } from '../rest/multipart.ts';
import { requestIdOf } from '../http/arrival.ts';

/** An application has at most 8 file slots (photo, 6 student proofs, plan); room for a few more. */
const maxFiles = 16;

/**
 * GraphQL multipart requests (graphql-multipart-request-spec) on /graphql. Files are not read here:
 * each reaches its resolver as a stream, which the resolver pipes to the backend.
 *
 * A file may run one byte past the largest slot's limit before it is cut, so the backend, which
 * knows each slot's limit, always sees the excess and answers its precise 413 (a cut file is
 * never a file it could store).
 *
 * A multipart form is a "simple" request a browser sends cross-site without a preflight, so
 * Apollo's CSRF prevention refuses it unless it carries `Apollo-Require-Preflight` (or
 * `X-Apollo-Operation-Name`), not empty. Such a request is not parsed at all: Apollo then refuses it, and
 * nothing of its files is read.
 *
 * A malformed body (a broken part header, a cut-off form) is answered 400 BAD_USER_INPUT, whatever
 * the operation made of it.
 */
export function graphqlUploads(): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (!preflighted(req.headers['apollo-require-preflight']) && !preflighted(req.headers['x-apollo-operation-name'])) {
      req.body = {};
      return next();
    }
    const lang = requestLanguage(req.headers);
    const parse = watchParser(req);
    // An answer that leaves before the body was read (one not sent through res.send, which waits for
    // it): the rest is read and dropped, else the connection would stall with the upload half-sent.
    res.once('finish', () => {
      if (req.complete) return;
      req.unpipe();
      req.resume();
    });
    processRequest(req, res, { maxFileSize: maxFileBytes + 1, maxFiles }).then(
      (operations) => {
        if (parse.failure !== undefined) return refuse(res, parse.failure, lang);
        req.body = operations;
        refuseOnceMalformed(req, res, parse, uploadsIn(operations), lang);
        next();
      },
      (error: unknown) => refuse(res, error, lang),
    );
  };
}

interface ParserWatch {
  /** The parser's first error, once it has failed. */
  failure: unknown;
}

/**
 * Listens to the busboy parser processRequest pipes the request into. processRequest listens for
 * its first 'error' only (`once`), then destroys the parser without a reason, and busboy's destroy
 * then reports the unfinished form ('Unexpected end of form') as a second 'error' nobody heard: a
 * part header it could not read (a NUL or 0x01 byte, a line without a colon) crashed the process.
 * The parser is only reachable as the destination of `req.pipe`, so that is where it is caught.
 */
function watchParser(req: IncomingMessage): ParserWatch {
  const watch: ParserWatch = { failure: undefined };
  const pipe = req.pipe;
  req.pipe = function <T extends NodeJS.WritableStream>(this: IncomingMessage, destination: T, options?: { end?: boolean }): T {
    req.pipe = pipe;
    destination.on('error', (error: unknown) => {
      watch.failure ??= error;
    });
    return pipe.call(this, destination, options) as T;
  };
  return watch;
}

/**
 * The parse goes on while the operation runs (its files stream to the backend), and a form cut
 * short shows only once the body has ended. So the operation's answer waits for the body's end,
 * with whatever of its files nobody read dropped meanwhile, and a body found malformed by then is
 * answered as malformed instead.
 */
function refuseOnceMalformed(req: IncomingMessage, res: Response, parse: ParserWatch, uploads: Upload[], lang: Language): void {
  const send = res.send;
  res.send = function (this: Response, body?: unknown) {
    res.send = send;
    const answer = () => (parse.failure === undefined ? send.call(res, body) : refuse(res, parse.failure, lang));
    if (req.readableEnded || parse.failure !== undefined) {
      answer();
      return res;
    }
    discardUploads(uploads.map(({ promise }) => ({ slot: '', upload: promise })));
    // The parser hears the end within the same turn ('Unexpected end of form'); a request that goes away never ends.
    const settle = () => setImmediate(answer);
    req.once('end', settle);
    req.once('close', () => {
      if (!req.readableEnded) answer();
    });
    return res;
  };
}

/**
 * The Upload placeholders processRequest put into the operations (at the paths the `map` named).
 * Walked without recursion: the operations are client JSON, not yet checked for depth.
 */
function uploadsIn(operations: unknown): Upload[] {
  const found: Upload[] = [];
  const pending: unknown[] = [operations];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value instanceof Upload) found.push(value);
    else if (typeof value === 'object' && value !== null) for (const entry of Object.values(value)) pending.push(entry);
  }
  return found;
}

/** A multipart request the parser refused (too many files, broken map, malformed body): answered as GraphQL errors are. */
function refuse(res: Response, error: unknown, lang: Language): void {
  const status = (error as { status?: unknown }).status;
  // The parser's own words (never the body's bytes), once, under the id the request log gives it.
  console.warn(`multipart body refused (${requestIdOf(res.req) ?? '-'}): ${error instanceof Error ? error.message : String(error)}`);
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT';
  const message = translate(lang, status === 413 ? 'payloadTooLarge' : 'uploadFailed');
  res.status(status === 413 ? 413 : 400).json({ errors: [{ message, extensions: { code } }] });
}

/** As Apollo reads these headers: present and not empty. */
function preflighted(header: string | string[] | undefined): boolean {
  return header !== undefined && header.length > 0;
}
