import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import styles from './page.module.css';

/** A question before an action that cannot simply be undone: the action's own words on its button, Cancel beside. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {children}
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'staff.confirm.cancel' })}
        </button>
      </div>
    </Dialog>
  );
}
