import { langOfPath } from '../paths.ts';

// Which parts of the message catalogue a route needs (web/scripts/message-parts.mjs says which
// ids each part holds): public pages only `public`; the account forms `account` too; the
// applications and the member's own pages (which list applications) everything.
export type CataloguePart = 'public' | 'account' | 'apply';

const accountSections = new Set(['login', 'register', 'forget-password', 'reset-password', 'google-login']);
const applySections = new Set(['user', 'invention-apply', 'incubator-apply', 'incubator-final']);

/** The parts of the catalogue the page at `pathname` renders with. */
export function partsForPath(pathname = '/'): CataloguePart[] {
  const segments = pathname.split('/').filter(Boolean);
  const section = (langOfPath(pathname) ? segments[1] : segments[0]) ?? '';
  if (applySections.has(section)) return ['public', 'account', 'apply'];
  if (accountSections.has(section)) return ['public', 'account'];
  return ['public'];
}
