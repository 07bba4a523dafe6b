import X from 'lucide/dist/esm/icons/x.mjs';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to whatever opened it.
 */
export function Dialog(props: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) props.onClose();
      }}
    >
      <div className="dialog__body">
        <header className="dialog__header">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={props.onClose}>
            <Icon icon={X} />
          </button>
        </header>
        {props.children}
      </div>
    </dialog>
  );
}
