// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/messages/en.json';
import zhTw from '../../i18n/messages/zhTw.json';
import { Registration, type SessionDeadline } from './Registration.tsx';

const T0 = Date.UTC(2026, 2, 1, 3, 0, 0);

function session(applyEnd: number, isOpen = true): SessionDeadline {
  return {
    name: '2026 Compassion Technology Innovation Competition',
    applyStart: new Date(T0 - 86_400_000).toISOString(),
    applyEnd: new Date(applyEnd).toISOString(),
    isOpen,
    timeZone: 'Asia/Taipei',
  };
}

function renderRegistration(value: SessionDeadline | null, lang: 'en' | 'zhTw' = 'en') {
  const element = (s: SessionDeadline | null) => (
    <IntlProvider locale={lang === 'en' ? 'en' : 'zh-Hant-TW'} messages={lang === 'en' ? en : zhTw}>
      <MemoryRouter initialEntries={['/en/invention']}>
        <Registration session={s} applyTo="/en/invention-apply/team-data/new" />
      </MemoryRouter>
    </IntlProvider>
  );
  const view = render(element(value));
  return {
    /** The same mounted block with new data from the server (a refetch). */
    update: (next: SessionDeadline | null) => view.rerender(element(next)),
  };
}

const closed = () => screen.queryByText('Registration Closed');
const apply = () => screen.queryByRole('link', { name: 'Apply now' });

describe('Registration closes by itself at the deadline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down, then shows Registration Closed once applyEnd passes, without a refetch', () => {
    renderRegistration(session(T0 + 65_500));
    expect(apply()).not.toBeNull();
    expect(closed()).toBeNull();
    expect(screen.getByTestId('countdown').textContent).toBe('00days00hours01min05sec');

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('countdown').textContent).toBe('00days00hours00min05sec');
    act(() => vi.advanceTimersByTime(5_000));
    // 500 ms before the deadline: still open.
    expect(apply()).not.toBeNull();
    expect(closed()).toBeNull();

    act(() => vi.advanceTimersByTime(1_000));
    expect(closed()).not.toBeNull();
    expect(apply()).toBeNull();
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('stops ticking once closed, and does not tick for a session the server already shut', () => {
    renderRegistration(session(T0 + 2_000));
    act(() => vi.advanceTimersByTime(2_000));
    expect(closed()).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);

    cleanup();
    renderRegistration(session(T0 + 86_400_000, false));
    expect(closed()).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is closed at once when the data arrives after its deadline', () => {
    renderRegistration(session(T0 - 1));
    expect(closed()).not.toBeNull();
    expect(apply()).toBeNull();
  });

  it('opens again when a refetch moves the deadline later', () => {
    const view = renderRegistration(session(T0 + 1_000));
    act(() => vi.advanceTimersByTime(1_000));
    expect(closed()).not.toBeNull();

    act(() => view.update(session(T0 + 3_600_000)));
    expect(apply()).not.toBeNull();
    expect(closed()).toBeNull();
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(closed()).not.toBeNull();
  });
});

describe("the countdown's sentence for screen readers", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says one minute, one hour and one day in the singular, and Chinese without plurals', () => {
    renderRegistration(session(T0 + 86_400_000 + 3_600_000 + 65_000));
    expect(screen.getByText('1 day, 1 hour and 1 minute left to apply')).toBeTruthy();
    cleanup();
    renderRegistration(session(T0 + 2 * 86_400_000 + 125_000));
    expect(screen.getByText('2 days, 0 hours and 2 minutes left to apply')).toBeTruthy();
    cleanup();
    renderRegistration(session(T0 + 65_000), 'zhTw');
    expect(screen.getByText('距離報名截止還有 0 天 0 小時 1 分鐘')).toBeTruthy();
  });
});
