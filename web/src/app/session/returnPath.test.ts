import { describe, expect, it } from 'vitest';
import { afterLogin, loginPath, safeNext, withNext } from './returnPath.ts';

describe('safeNext: the login return path is a page of this site, never another site', () => {
  it.each([
    ['/en/invention-apply/team-data/new', '/en/invention-apply/team-data/new'],
    ['/zhTw/user/invention-list?page=2#top', '/zhTw/user/invention-list?page=2#top'],
    ['/en', '/en/'],
    ['/zhTw/', '/zhTw/'],
    // Dot segments are resolved, as the browser would.
    ['/en/news/../about', '/en/about'],
  ])('keeps %s', (raw, kept) => {
    expect(safeNext(raw)).toBe(kept);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/en/'],
    ['protocol-relative', '//evil.example/en/'],
    ['backslash host', '/\\evil.example'],
    ['backslash inside', '/en/\\\\evil.example'],
    ['scheme', 'javascript:alert(1)'],
    ['no language', '/user/profile'],
    ['another prefix', '/english/'],
    ['dot segments out of the prefix', '/en/../../evil'],
    ['encoded dot segments out of the prefix', '/en/%2e%2e/evil'],
    ['control character', '/en/\u0000x'],
    ['tab (browsers drop it)', '/en/\t/evil.example'],
    ['the login page', '/en/login?next=/en/'],
    ['a registration step', '/zhTw/register/success'],
    ['forgot password', '/en/forget-password'],
    ['a reset link', '/en/reset-password/abc'],
    ['too long', `/en/${'a'.repeat(2000)}`],
  ])('refuses %s', (_, raw) => {
    expect(safeNext(raw)).toBeNull();
  });
});

describe('building and following return paths', () => {
  it('goes to `next` in the language of the login page, else to the fallback', () => {
    expect(afterLogin('en', '/zhTw/invention-apply/proposal/7?step=2', '/en/')).toBe('/en/invention-apply/proposal/7?step=2');
    expect(afterLogin('zhTw', 'https://evil.example/', '/zhTw/')).toBe('/zhTw/');
    expect(afterLogin('zhTw', null, '/zhTw/user/profile')).toBe('/zhTw/user/profile');
  });

  it('adds `next` only when it is a return path', () => {
    expect(loginPath('en', '/en/invention-apply/team-data/new')).toBe('/en/login?next=%2Fen%2Finvention-apply%2Fteam-data%2Fnew');
    expect(loginPath('en', '/en/login')).toBe('/en/login');
    expect(loginPath('zhTw')).toBe('/zhTw/login');
    expect(withNext('/en/register/email-validate?account=a%40b.org', '/en/user/profile')).toBe(
      '/en/register/email-validate?account=a%40b.org&next=%2Fen%2Fuser%2Fprofile',
    );
    expect(withNext('/en/register', '//evil.example')).toBe('/en/register');
  });
});
