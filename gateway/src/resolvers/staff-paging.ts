import type { Language } from '../i18n.ts';
import { translate } from '../i18n.ts';
import { maxPageSize } from '../rest/all-pages.ts';
import { gatewayError } from '../rest/errors.ts';

/** The console's pages: 1-based, at most the backend's 100 rows; anything else is the client's mistake, not sent upstream. */
export function staffPage(page: number, pageSize: number, lang: Language): { page: number; pageSize: number } {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw gatewayError('BAD_USER_INPUT', lang, translate(lang, 'staffPageOutOfRange'));
  }
  return { page, pageSize };
}
