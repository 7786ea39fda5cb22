// @vitest-environment jsdom
// The staff session lives in the tab's sessionStorage under its own key: a member's session in
// localStorage and a staff session coexist, and ending one never touches the other.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffAuth } from '../../../app/session/staffAuth.ts';
import { clearToken, readMemberToken, ROLE_KEY, storeToken, TOKEN_KEY } from '../../../app/session/store.ts';
import { STAFF_IDLE_MS, watchStaffIdle } from './idle.ts';
import { clearStaffToken, readStaffToken, STAFF_SESSION_KEY, staffEndReason, storeStaffToken, subscribeStaffSession } from './store.ts';

function fakeToken(role: string, lifetimeS = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { role, iat: now, exp: now + lifetimeS, permissions: [], firstName: 'A', lastName: 'B' };
  return `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the staff session store', () => {
  it("keeps the staff token in sessionStorage under its own key, never in the member's storage", () => {
    const staff = fakeToken('manager');
    storeStaffToken(staff);
    expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBe(staff);
    expect(localStorage.length).toBe(0);
    expect(readStaffToken()).toBe(staff);
    expect(readMemberToken()).toBeNull();
  });

  it('lets a member session and a staff session coexist; ending one leaves the other', () => {
    const member = fakeToken('user');
    const staff = fakeToken('manager');
    storeToken(member, 'user');
    storeStaffToken(staff);
    clearStaffToken();
    expect(readMemberToken()).toBe(member);
    storeStaffToken(staff);
    clearToken();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    expect(readStaffToken()).toBe(staff);
  });

  it("refuses a member's token or an expired one as a staff session", () => {
    sessionStorage.setItem(STAFF_SESSION_KEY, fakeToken('user'));
    expect(readStaffToken()).toBeNull();
    sessionStorage.setItem(STAFF_SESSION_KEY, fakeToken('manager', -10));
    expect(readStaffToken()).toBeNull();
  });

  it('tells its listeners why it ended, and installs itself for the Apollo link', () => {
    const heard = vi.fn();
    const stop = subscribeStaffSession(heard);
    storeStaffToken(fakeToken('manager'));
    expect(staffEndReason()).toBeNull();
    staffAuth()?.ended();
    stop();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(staffEndReason()).toBe('expired');
    expect(readStaffToken()).toBeNull();
  });
});

describe('the staff idle logout', () => {
  afterEach(() => vi.useRealTimers());

  it('ends after 30 minutes without input, and input puts it off', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = watchStaffIdle(onIdle);
    vi.advanceTimersByTime(STAFF_IDLE_MS - 60_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(STAFF_IDLE_MS - 1000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is 30 minutes, not the member’s 15', () => {
    expect(STAFF_IDLE_MS).toBe(30 * 60_000);
  });
});
