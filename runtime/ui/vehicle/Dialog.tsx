import X from 'lucide/dist/esm/icons/x.mjs';
import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../site/Icon';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog: focus moves in, Tab and Shift+Tab stay inside, Escape closes, and focus goes back
 * to whatever opened it. Built on <dialog>.showModal(), which also makes the page behind it inert.
 */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null || item === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`vehicle-dialog ${className ?? ''}`}
      aria-label={title}
      onKeyDown={onKeyDown}
      // The browser's own cancel (Escape) would close the element behind React's back.
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => event.target === event.currentTarget && close.current()}
    >
      <div className="vehicle-dialog__header">
        <h2>{title}</h2>
        <button type="button" className="vehicle-dialog__close" aria-label="Close" onClick={() => close.current()}>
          <Icon icon={X} />
        </button>
      </div>
      <div className="vehicle-dialog__body">{children}</div>
    </dialog>
  );
}
