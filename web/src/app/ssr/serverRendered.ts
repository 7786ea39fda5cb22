import { langOfPath } from '../paths.ts';

// Member pages and account flows read the member's session from the browser's storage: they
// stay client-rendered (the index.html answer). Every other page under a language prefix is
// rendered, login included: it renders for a visitor (the render never sees the request's
// Authorization or cookies) and sends a member on once hydrated (`VisitorsOnly`), so its form
// paints before the form code loads (issue 10: login ≤ 170 KB of JS before the first paint).
const clientOnlySections = new Set([
  'register',
  'user',
  'forget-password',
  'reset-password',
  'invention-apply',
  'incubator-apply',
  'incubator-final',
]);

/** True for the public pages the server renders: under /zhTw or /en and not a member page. */
export function isServerRendered(pathname: string): boolean {
  if (langOfPath(pathname) === null) return false;
  const section = pathname.split('/')[2] ?? '';
  return !clientOnlySections.has(section);
}

/**
 * The query parameters public pages read (a news column's page and tag, the newsletter form's
 * result). A page asked with any other, or with a one-time token (`confirm`), is rendered but not
 * kept: otherwise anyone could fill the shared page cache with `/en/?x=1…N`, or leave a token in
 * its keys.
 */
const keptQueryParameters = new Set(['page', 'tag', 'subscribed']);

export function isKeptQuery(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((name) => keptQueryParameters.has(name));
}
