import { useState } from 'react';
import type { HotspotPin } from './page-rules';

/** Numbered pins over a spin frame or the interior; each opens its description. */
export function Hotspots({ pins }: { pins: HotspotPin[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      {pins.map((pin) => (
        <div key={pin.id} className="hotspot" style={{ left: `${pin.posX}%`, top: `${pin.posY}%` }}>
          <button
            type="button"
            className="hotspot__pin"
            aria-expanded={open === pin.id}
            aria-label={pin.description}
            onClick={() => setOpen(open === pin.id ? null : pin.id)}
          >
            +
          </button>
          {open === pin.id && <span className="hotspot__text">{pin.description}</span>}
        </div>
      ))}
    </>
  );
}
