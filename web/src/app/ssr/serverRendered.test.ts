import { describe, expect, it } from 'vitest';
import { isKeptPath, isKeptQuery, isServerRendered } from './serverRendered.ts';

describe('isServerRendered', () => {
  it('renders the public pages of both languages', () => {
    for (const path of ['/zhTw/', '/en', '/en/news/now/3', '/zhTw/academy/history/2', '/en/study/FUN', '/zhTw/policy-terms', '/en/login', '/zhTw/login']) {
      expect(isServerRendered(path), path).toBe(true);
    }
  });

  it("renders the frame of the member's area and of the apply and final flows (issue 23)", () => {
    for (const path of ['/en/user/profile', '/zhTw/user/invention-list', '/en/invention-apply/team-data/new', '/zhTw/incubator-apply', '/en/incubator-final/upload/3']) {
      expect(isServerRendered(path), path).toBe(true);
    }
  });

  it('leaves the other account flows, the staff console and unprefixed paths to the browser', () => {
    for (const path of ['/', '/google-login', '/reset-password/abc', '/zhTw/register/member-data', '/en/forget-password', '/en/staff/login']) {
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

describe('isKeptPath', () => {
  it("keeps public pages and login, never a members' frame (any id in its path would be a page of its own)", () => {
    for (const path of ['/en/', '/zhTw/news/now/3', '/en/login']) expect(isKeptPath(path), path).toBe(true);
    for (const path of ['/en/user/invention-list', '/zhTw/invention-apply/team-data/123', '/en/incubator-final/upload/9']) expect(isKeptPath(path), path).toBe(false);
  });
});
