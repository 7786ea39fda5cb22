import { maxFileBytes } from '@yip/rules';
import type { RequestHandler, Response } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { requestLanguage, translate, type Language } from '../i18n.ts';

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
 */
export function graphqlUploads(): RequestHandler {
  const parse = graphqlUploadExpress({ maxFileSize: maxFileBytes + 1, maxFiles });
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (!preflighted(req.headers['apollo-require-preflight']) && !preflighted(req.headers['x-apollo-operation-name'])) {
      req.body = {};
      return next();
    }
    // Answered before the body was read (a token the context refused, so no resolver drained the
    // files): the rest is read and dropped, else the connection would stall with the upload half-sent.
    res.once('finish', () => {
      if (req.complete) return;
      req.unpipe();
      req.resume();
    });
    return parse(req, res, (error?: unknown) => (error ? refuse(res, error, requestLanguage(req.headers)) : next()));
  };
}

/** A multipart request the parser refused (too many files, broken map): answered as GraphQL errors are. */
function refuse(res: Response, error: unknown, lang: Language): void {
  const status = (error as { status?: unknown }).status;
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT';
  const message = translate(lang, status === 413 ? 'payloadTooLarge' : 'uploadFailed');
  res.status(status === 413 ? 413 : 400).json({ errors: [{ message, extensions: { code } }] });
}

/** As Apollo reads these headers: present and not empty. */
function preflighted(header: string | string[] | undefined): boolean {
  return header !== undefined && header.length > 0;
}
