import { useEffect } from 'react';
import { STAFF_POLL_MS } from '@dealer/site/staff-api';

/** Calls `reload` every STAFF_POLL_MS while the tab is shown, so what is new appears without a reload of the page. */
export function usePolling(reload: () => void): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') reload();
    }, STAFF_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
}
