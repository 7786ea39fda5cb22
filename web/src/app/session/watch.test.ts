// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeClaims, inRefreshWindow, isLive, type TokenClaims } from './token.ts';
import { CLOCK_SKEW_MS, INACTIVITY_LOGOUT_MS, REFRESH_CHECK_MS, watchSession } from './watch.ts';
import { IDLE_LOGOUT_KEY, LAST_ACTIVITY_KEY, SHARE_INTERVAL_MS } from './activity.ts';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

/** A token of the shape the backend issues (2 h), unsigned: the client only reads the claims. */
function token(claims: Partial<TokenClaims> & { iat: number; exp: number }): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ role: 'user', permissions: [], firstName: '小明', lastName: '王', ...claims })}.sig`;
}

const twoHourClaims = (issuedAt = T0) => decodeClaims(token({ iat: issuedAt / 1000, exp: issuedAt / 1000 + 7200 }))!;

describe('token claims (spec §3, §4)', () => {
  it('reads the payload, names in any script included', () => {
    const claims = twoHourClaims();
    expect(claims).toMatchObject({ role: 'user', firstName: '小明', lastName: '王', exp: T0 / 1000 + 7200 });
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims('a.bm90IGpzb24.c')).toBeNull();
  });

  it('is logged in while now < exp', () => {
    const claims = twoHourClaims();
    expect(isLive(claims, T0 + 2 * HOUR - 1)).toBe(true);
    expect(isLive(claims, T0 + 2 * HOUR)).toBe(false);
  });

  it('opens the refresh window past 10% of the lifetime, closes it at expiry', () => {
    const claims = twoHourClaims();
    const tenPercent = T0 + 0.1 * 2 * HOUR;
    expect(inRefreshWindow(claims, tenPercent)).toBe(false);
    expect(inRefreshWindow(claims, tenPercent + 1)).toBe(true);
    expect(inRefreshWindow(claims, T0 + 2 * HOUR - 1)).toBe(true);
    expect(inRefreshWindow(claims, T0 + 2 * HOUR)).toBe(false);
  });
});

describe('watchSession timers', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    localStorage.clear();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('checks hourly and refreshes only inside the window', () => {
    let claims = twoHourClaims(T0);
    const refresh = vi.fn(() => {
      claims = twoHourClaims(Date.now());
    });
    // Activity every 10 minutes keeps the inactivity rule out of the way.
    const keepAlive = setInterval(() => window.dispatchEvent(new KeyboardEvent('keydown')), 600_000);
    stop = watchSession({ claims: () => claims, refresh, onIdle: vi.fn() });
    vi.advanceTimersByTime(REFRESH_CHECK_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REFRESH_CHECK_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    clearInterval(keepAlive);
  });

  it('does not refresh a token issued just before the check, nor an expired one', () => {
    const fresh = twoHourClaims(T0 + REFRESH_CHECK_MS - 60_000);
    const refresh = vi.fn();
    stop = watchSession({ claims: () => fresh, refresh, onIdle: vi.fn(), target: new EventTarget() as unknown as Window });
    vi.advanceTimersByTime(REFRESH_CHECK_MS);
    expect(refresh).not.toHaveBeenCalled();
    stop();
    const expired = twoHourClaims(T0 - 3 * HOUR);
    stop = watchSession({ claims: () => expired, refresh, onIdle: vi.fn(), target: new EventTarget() as unknown as Window });
    vi.advanceTimersByTime(REFRESH_CHECK_MS);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('logs out after 15 minutes without activity', () => {
    const onIdle = vi.fn();
    stop = watchSession({ claims: twoHourClaims, refresh: vi.fn(), onIdle });
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel'])('counts %s as activity', (type) => {
    const onIdle = vi.fn();
    stop = watchSession({ claims: twoHourClaims, refresh: vi.fn(), onIdle });
    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(10 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does not count a scroll the page made by itself (a carousel) as activity', () => {
    const onIdle = vi.fn();
    stop = watchSession({ claims: twoHourClaims, refresh: vi.fn(), onIdle });
    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(5 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops listening and timing when stopped', () => {
    const onIdle = vi.fn();
    const refresh = vi.fn();
    watchSession({ claims: twoHourClaims, refresh, onIdle })();
    vi.advanceTimersByTime(2 * HOUR);
    expect(onIdle).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("inactivity across the member's tabs", () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    localStorage.clear();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  /** What another tab of the same member does when its member types. */
  const activityElsewhere = () => localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));

  it('an idle tab does not log out while the member is active in another tab', () => {
    const onIdle = vi.fn();
    stop = watchSession({ claims: twoHourClaims, refresh: vi.fn(), onIdle });
    for (let minute = 1; minute <= 40; minute += 1) {
      vi.advanceTimersByTime(60_000);
      activityElsewhere();
    }
    expect(onIdle).not.toHaveBeenCalled();
    // Then 15 minutes without activity anywhere.
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('shares this tab’s activity at once, and the last of a burst within a second', () => {
    stop = watchSession({ claims: twoHourClaims, refresh: vi.fn(), onIdle: vi.fn() });
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0));
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('pointermove'));
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0 + 5000));
    // A burst of moves: not one write per move, but the last one is not lost either.
    for (let ms = 100; ms < SHARE_INTERVAL_MS; ms += 100) {
      vi.advanceTimersByTime(100);
      window.dispatchEvent(new Event('pointermove'));
    }
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0 + 5000));
    vi.advanceTimersByTime(100);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0 + 5000 + SHARE_INTERVAL_MS - 100));
  });

  it('logs out at once when another tab announces the inactivity logout', () => {
    const onIdle = vi.fn();
    stop = watchSession({ claims: twoHourClaims, refresh: vi.fn(), onIdle });
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(T0) }));
    expect(onIdle).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: IDLE_LOGOUT_KEY, newValue: String(T0) }));
    window.dispatchEvent(new StorageEvent('storage', { key: IDLE_LOGOUT_KEY, newValue: String(T0 + 1) }));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('announces its own inactivity logout to the other tabs', () => {
    stop = watchSession({ claims: twoHourClaims, refresh: vi.fn(), onIdle: vi.fn() });
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS);
    expect(localStorage.getItem(IDLE_LOGOUT_KEY)).toBe(String(T0 + INACTIVITY_LOGOUT_MS));
  });

  it("another tab's activity stamped a moment ahead of this clock counts as activity now", () => {
    const onIdle = vi.fn();
    stop = watchSession({ claims: twoHourClaims, refresh: vi.fn(), onIdle });
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 1);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() + 1 + CLOCK_SKEW_MS / 2));
    vi.advanceTimersByTime(1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS + CLOCK_SKEW_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('a shared time far ahead of this clock does not keep the tab alive', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(T0 + 24 * HOUR));
    const onIdle = vi.fn();
    stop = watchSession({ claims: twoHourClaims, refresh: vi.fn(), onIdle });
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
