import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { requestLanguage, type Language } from '../i18n.ts';

const storage = new AsyncLocalStorage<Language>();

/**
 * Makes the request's language available to code that receives no request, such as Apollo's
 * formatError, so even a generic error message is in the client's language.
 */
export const withRequestLanguage: RequestHandler = (req, _res, next) => {
  storage.run(requestLanguage(req.headers), next);
};

export function currentLanguage(): Language {
  return storage.getStore() ?? 'zhTw';
}
