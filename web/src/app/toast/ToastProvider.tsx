import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ui } from '@yip/rules/constants';
import styles from './Toast.module.css';

// The global toast (spec §8): every message stays 5 seconds, announced through a polite live region.

export const TOAST_DURATION_MS = ui.toastMs;

export type ToastKind = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

export interface ToastApi {
  show(message: string, kind?: ToastKind): void;
  dismiss(id: number): void;
  /** Removes every toast: a screen that replaces the one they were about (a login's code step). */
  clear(): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const messages = defineMessages({
  close: { id: 'toast.close' },
  region: { id: 'toast.region' },
});

export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const current = useRef<ToastItem[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const commit = useCallback((list: ToastItem[]) => {
    current.current = list;
    setToasts(list);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      const timer = timers.current.get(id);
      if (timer) clearTimeout(timer);
      timers.current.delete(id);
      commit(current.current.filter((t) => t.id !== id));
    },
    [commit],
  );

  const clear = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    commit([]);
  }, [commit]);

  const show = useCallback(
    (message: string, kind: ToastKind = 'info') => {
      // The same message already on screen restarts its 5 s instead of stacking a copy.
      const same = current.current.find((t) => t.message === message && t.kind === kind);
      const id = same?.id ?? nextId.current++;
      const old = timers.current.get(id);
      if (old) clearTimeout(old);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
      if (!same) commit([...current.current, { id, message, kind }]);
    },
    [commit, dismiss],
  );

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
      all.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss, clear }), [show, dismiss, clear]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.viewport} role="status" aria-live="polite" aria-label={intl.formatMessage(messages.region)}>
        {toasts.map((t) => (
          <div key={t.id} className={styles.toast} data-kind={t.kind}>
            <p className={styles.message}>{t.message}</p>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(t.id)}
              aria-label={intl.formatMessage(messages.close)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
