// @vitest-environment jsdom
// The staff session lives in the tab's sessionStorage under its own key: a member's session in
// localStorage and a staff session coexist, and ending one never touches the other.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffAuth } from '../../../app/session/staffAuth.ts';
import { clearToken, readMemberToken, ROLE_KEY, storeToken, TOKEN_KEY } from '../../../app/session/store.ts';
import { STAFF_IDLE_MS, STAFF_RENEW_AFTER_MS, STAFF_RENEW_RETRY_MS, watchStaffSession } from './idle.ts';
import { clearStaffToken, readStaffToken, replaceStaffToken, STAFF_SESSION_KEY, staffEndReason, storeStaffToken, subscribeStaffSession } from './store.ts';

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

  it('takes a renewed token in place of the session’s, never once the session ended while it was asked for', () => {
    storeStaffToken(fakeToken('manager'));
    const renewed = fakeToken('manager', 1800);
    expect(replaceStaffToken(renewed)).toBe(true);
    expect(readStaffToken()).toBe(renewed);
    clearStaffToken('signedOut');
    expect(replaceStaffToken(fakeToken('manager', 1800))).toBe(false);
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

/** A session's token as the watch sees it: renewing stamps it now, as the backend does. */
function staffToken(ageMs = 0) {
  let issued = Date.now() - ageMs;
  const renewals: number[] = [];
  const renew = vi.fn(async () => {
    issued = Date.now();
    renewals.push(issued);
    return true;
  });
  return { issuedAt: () => issued, renew, renewals, expiresAt: () => issued + 30 * 60_000 };
}

const typeSomething = () => window.dispatchEvent(new KeyboardEvent('keydown'));

describe("the staff session's timing", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends after 30 minutes without input, and input puts it off', async () => {
    const onIdle = vi.fn();
    const stop = watchStaffSession({ onIdle, ...staffToken() });
    await vi.advanceTimersByTimeAsync(STAFF_IDLE_MS - 60_000);
    typeSomething();
    await vi.advanceTimersByTimeAsync(STAFF_IDLE_MS - 1000);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('renews the token while the officer works, never within 5 minutes of the last renewal, so work never meets its expiry', async () => {
    const token = staffToken();
    const onIdle = vi.fn();
    const stop = watchStaffSession({ onIdle, ...token });
    // Two hours of work, a key every 3 minutes: four times the token's lifetime.
    for (let minute = 0; minute < 120; minute += 3) {
      await vi.advanceTimersByTimeAsync(3 * 60_000);
      expect(Date.now()).toBeLessThan(token.expiresAt());
      typeSomething();
    }
    expect(onIdle).not.toHaveBeenCalled();
    const gaps = token.renewals.slice(1).map((at, i) => at - token.renewals[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(STAFF_RENEW_AFTER_MS);
    expect(token.renewals.length).toBeGreaterThanOrEqual(20);

    // Then the officer leaves after a last key: one renewal covers it, and 30 minutes later the
    // session ends as idle, before its token would have.
    await vi.advanceTimersByTimeAsync(1000);
    typeSomething();
    const lastInput = Date.now();
    await vi.advanceTimersByTimeAsync(STAFF_IDLE_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(token.renewals.filter((at) => at >= lastInput)).toHaveLength(1);
    expect(token.expiresAt()).toBeGreaterThanOrEqual(Date.now());
    await vi.advanceTimersByTimeAsync(STAFF_IDLE_MS);
    expect(token.renewals.filter((at) => at >= lastInput)).toHaveLength(1);
    stop();
  });

  it('renews an old token at once when the console opens, and tries again a minute after a renewal that got nothing', async () => {
    const token = staffToken(20 * 60_000);
    token.renew.mockImplementationOnce(async () => false);
    const stop = watchStaffSession({ onIdle: vi.fn(), ...token });
    await vi.advanceTimersByTimeAsync(0);
    expect([token.renew.mock.calls.length, token.renewals.length]).toEqual([1, 0]);
    await vi.advanceTimersByTimeAsync(STAFF_RENEW_RETRY_MS);
    expect([token.renew.mock.calls.length, token.renewals]).toEqual([2, [Date.now()]]);
    stop();
  });

  it('is 30 minutes, not the member’s 15', () => {
    expect(STAFF_IDLE_MS).toBe(30 * 60_000);
  });
});
