import { useId, useState, type ReactNode } from 'react';
import { SHOW_LESS_TEXT, SHOW_MORE_TEXT } from '@dealer/site/constants';
import type { Collapsible as CollapsibleText } from '@dealer/site/truncate';

/** A text block that shows its cut text collapsed and `expanded` when opened; the toggle only when the rule gives one. */
export function Collapsible(props: { text: CollapsibleText; expanded: ReactNode; className: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={props.className}>
      <div id={id}>{open || !props.text.toggle ? props.expanded : <p>{props.text.collapsed}</p>}</div>
      {props.text.toggle && (
        <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? SHOW_LESS_TEXT : SHOW_MORE_TEXT}
        </button>
      )}
    </div>
  );
}
