import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './Dialog.module.css';

const messages = defineMessages({ close: { id: 'seo.dialog.close' } });

/**
 * A modal on the native `<dialog>`: `showModal()` makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="dialog-title"
      onKeyDown={(event) => {
        // Keep Tab inside the dialog: the native modal lets focus leave for the browser's UI.
        if (event.key !== 'Tab') return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]')];
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.content}>
          <DialogHead titleId="dialog-title" title={title}>
            <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage(messages.close)}>
              <CloseIcon />
            </button>
          </DialogHead>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * The same box as a popover that the button naming it in `popovertarget` opens with no script:
 * for a server-rendered page until it hydrates, and with JavaScript off. Not modal (a popover is
 * not), but Escape and a tap outside close it, and focus goes back to its opener.
 */
export function PopoverDialog({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div id={id} popover="auto" role="dialog" aria-labelledby={`${id}-title`} className={styles.dialog}>
      <div className={styles.content}>
        <DialogHead titleId={`${id}-title`} title={title}>
          <button
            type="button"
            className={styles.close}
            popoverTarget={id}
            popoverTargetAction="hide"
            aria-label={intl.formatMessage(messages.close)}
          >
            <CloseIcon />
          </button>
        </DialogHead>
        {children}
      </div>
    </div>
  );
}

function DialogHead({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.head}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </div>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
