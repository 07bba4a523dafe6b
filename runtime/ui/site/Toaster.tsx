import X from 'lucide/dist/esm/icons/x.mjs';
import { Icon } from './Icon';
import { dismissToast, useToast } from './toast';

/** Where the site's single toast appears; announced politely to screen readers. */
export function Toaster() {
  const toast = useToast();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className="toast">
          <span>{toast.text}</span>
          <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={dismissToast}>
            <Icon icon={X} />
          </button>
        </div>
      )}
    </div>
  );
}
