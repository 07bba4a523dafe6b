import X from 'lucide/dist/esm/icons/x.mjs';
import { useEffect, useState } from 'react';
import { Icon } from '../site/Icon';

export interface VehicleNotice {
  id: number;
  text: string;
  link?: { href: string; label: string };
  ms: number;
}

let show: ((notice: Omit<VehicleNotice, 'id'>) => void) | null = null;
let nextId = 1;

/** Raises the car page's toast (the save toast with its View List link, the copy-link toast variant). */
export function vehicleToast(notice: Omit<VehicleNotice, 'id'>): void {
  show?.(notice);
}

/** One toast at a time, gone after its time; announced politely. */
export function VehicleToast() {
  const [notice, setNotice] = useState<VehicleNotice | null>(null);
  useEffect(() => {
    show = (next) => setNotice({ ...next, id: nextId++ });
    return () => {
      show = null;
    };
  }, []);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), notice.ms);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return (
    <div className="vehicle-toast" role="status" aria-live="polite">
      {notice && (
        <p key={notice.id} className="vehicle-toast__item">
          <span>{notice.text}</span>
          {notice.link && <a href={notice.link.href}>{notice.link.label}</a>}
          <button type="button" aria-label="Dismiss" onClick={() => setNotice(null)}>
            <Icon icon={X} />
          </button>
        </p>
      )}
    </div>
  );
}
