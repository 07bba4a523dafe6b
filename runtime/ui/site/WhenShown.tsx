import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * A part of a page that narrow screens hide until the shopper opens it (the search filters on a phone).
 * While hidden it is not hydrated: the HTML the server drew stays as it came, and the part comes alive in a
 * transition once the browser is idle, or at once when it is opened or the screen widens to show it. A phone's
 * page comes alive sooner for not hydrating hundreds of controls it does not show.
 */
export function WhenShown({ open, media, children }: { open: boolean; media: string; children: ReactNode }) {
  const [alive, setAlive] = useState(() => typeof window === 'undefined' || window.matchMedia(media).matches);
  if (open && !alive) setAlive(true);
  useEffect(() => {
    if (alive) return;
    const shown = window.matchMedia(media);
    const comeAlive = () => startTransition(() => setAlive(true));
    shown.addEventListener('change', comeAlive);
    const cancelIdle = whenIdle(comeAlive);
    return () => {
      shown.removeEventListener('change', comeAlive);
      cancelIdle();
    };
  }, [alive, media]);
  if (alive) return <div>{children}</div>;
  // React leaves an element's drawn content alone when it is set as HTML; an empty string draws nothing in a
  // page drawn here in the browser.
  return <div dangerouslySetInnerHTML={KEEP_DRAWN} suppressHydrationWarning />;
}

const KEEP_DRAWN = { __html: '' };

/** Runs `work` once the browser is idle (Safari has no idle callbacks: after a wait), and returns a way to call it off. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(work, IDLE_WAIT_MS);
  return () => clearTimeout(timer);
}
/** The longest a hidden part waits for the browser to be idle. */
const IDLE_WAIT_MS = 2000;
