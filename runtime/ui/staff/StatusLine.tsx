import type { ReactNode } from 'react';

/** A line that says how the page stands: read out politely while it loads, at once when something failed. */
export function StatusLine({ error = false, children }: { error?: boolean; children: ReactNode }) {
  return (
    <p className={error ? 'staff-status staff-status--error' : 'staff-status'} role={error ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
