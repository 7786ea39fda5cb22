import { describe, expect, it } from 'vitest';
import { isKeptQuery, isServerRendered } from './serverRendered.ts';

describe('isServerRendered', () => {
  it('renders the public pages of both languages', () => {
    for (const path of ['/zhTw/', '/en', '/en/news/now/3', '/zhTw/academy/history/2', '/en/study/FUN', '/zhTw/policy-terms', '/en/login', '/zhTw/login']) {
      expect(isServerRendered(path), path).toBe(true);
    }
  });

  it('leaves member pages, account flows and unprefixed paths to the browser', () => {
    for (const path of ['/', '/google-login', '/reset-password/abc', '/zhTw/register/member-data', '/en/user/profile', '/en/invention-apply/team-data/new', '/zhTw/incubator-apply', '/en/incubator-final/upload/3', '/en/forget-password']) {
      expect(isServerRendered(path), path).toBe(false);
    }
  });
});

describe('isKeptQuery', () => {
  it('keeps pages asked with the parameters they read, or none', () => {
    for (const search of ['', '?page=2', '?tag=7&page=3', '?subscribed=sent']) expect(isKeptQuery(search), search).toBe(true);
  });

  it('keeps no page asked with another parameter or a one-time token', () => {
    for (const search of ['?utm_source=x', '?page=2&x=1', '?confirm=abc']) expect(isKeptQuery(search), search).toBe(false);
  });

  it('keeps no login page asked with where to go next (one cached copy per ?next= otherwise)', () => {
    expect(isKeptQuery(`?next=${encodeURIComponent('/en/user/profile')}`)).toBe(false);
  });
});
