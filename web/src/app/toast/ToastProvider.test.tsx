// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/messages/en.json';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi } from './ToastProvider.tsx';

let api: ToastApi | null = null;
function Grab() {
  api = useToast();
  return null;
}

function setup() {
  render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </IntlProvider>,
  );
  return api!;
}

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lasts 5000 ms in a polite live region', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const toast = setup();
    act(() => toast.show('Failed to retrieve data', 'error'));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Failed to retrieve data');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Failed to retrieve data')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Failed to retrieve data')).toBeNull();
  });

  it('restarts the time of a repeated message instead of stacking it', () => {
    const toast = setup();
    act(() => toast.show('Saved', 'success'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => toast.show('Saved', 'success'));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('can be dismissed early', () => {
    const toast = setup();
    act(() => toast.show('Hello'));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('can all be cleared at once', () => {
    const toast = setup();
    act(() => toast.show('Login failed', 'error'));
    act(() => toast.show('Saved', 'success'));
    act(() => toast.clear());
    expect(screen.queryByText('Login failed')).toBeNull();
    expect(screen.queryByText('Saved')).toBeNull();
    // Their timers went with them: nothing fires later.
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
