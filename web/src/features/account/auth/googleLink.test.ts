// @vitest-environment jsdom
import { CombinedGraphQLErrors } from '@apollo/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetLink, linkProblem, linkRequired, readLink, rememberLink, type PendingLink } from './googleLink.ts';

const failure = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions }] });

describe('linkRequired', () => {
  it('reads the link token and e-mail of a GOOGLE_LINK_REQUIRED conflict', () => {
    const error = failure({ code: 'CONFLICT', reason: 'GOOGLE_LINK_REQUIRED', linkToken: 'lt-1', email: 'ada@example.org' });
    expect(linkRequired(error)).toEqual({ linkToken: 'lt-1', email: 'ada@example.org' });
  });

  it('is null for any other failure, or a conflict without a usable token', () => {
    expect(linkRequired(failure({ code: 'CONFLICT' }))).toBeNull();
    expect(linkRequired(failure({ code: 'CONFLICT', reason: 'GOOGLE_LINK_REQUIRED', email: 'ada@example.org' }))).toBeNull();
    expect(linkRequired(failure({ code: 'CONFLICT', reason: 'GOOGLE_LINK_REQUIRED', linkToken: '', email: 'a@b.co' }))).toBeNull();
    expect(linkRequired(failure({ code: 'UNAUTHENTICATED', reason: 'GOOGLE_LINK_REQUIRED', linkToken: 'x', email: 'a@b.co' }))).toBeNull();
    expect(linkRequired(new Error('offline'))).toBeNull();
  });
});

describe('linkProblem', () => {
  it('tells an expired link, an expired code and a wrong proof apart', () => {
    expect(linkProblem(failure({ code: 'BAD_USER_INPUT', reason: 'LINK_EXPIRED' }))).toBe('linkExpired');
    expect(linkProblem(failure({ code: 'BAD_USER_INPUT', reason: 'CODE_EXPIRED' }))).toBe('codeExpired');
    expect(linkProblem(failure({ code: 'BAD_USER_INPUT' }))).toBe('wrongProof');
  });

  it('leaves rule failures, limits and outages to the toast', () => {
    expect(linkProblem(failure({ code: 'BAD_USER_INPUT', fields: [{ path: 'code', message: 'x' }] }))).toBeNull();
    expect(linkProblem(failure({ code: 'RATE_LIMITED' }))).toBeNull();
    expect(linkProblem(new Error('offline'))).toBeNull();
  });
});

describe('the kept link', () => {
  const link: PendingLink = { linkToken: 'lt-1', email: 'ada@example.org', lang: 'en', next: '/en/invention/apply' };
  const T0 = Date.UTC(2026, 0, 1);
  beforeEach(() => sessionStorage.clear());

  it('is found again for 15 minutes, then forgotten', () => {
    rememberLink(link, T0);
    expect(readLink(T0 + 14 * 60_000)).toEqual(link);
    expect(readLink(T0 + 15 * 60_000)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('is gone once forgotten', () => {
    rememberLink(link, T0);
    forgetLink();
    expect(readLink(T0)).toBeNull();
  });

  it('keeps no return path off the site, and nothing unreadable', () => {
    rememberLink({ ...link, next: 'https://evil.example/' }, T0);
    expect(readLink(T0)?.next).toBeNull();
    sessionStorage.setItem('googleLink', '{not json');
    expect(readLink(T0)).toBeNull();
    sessionStorage.setItem('googleLink', JSON.stringify({ ...link, lang: 'fr', until: T0 + 60_000 }));
    expect(readLink(T0)).toBeNull();
  });
});
