import type { CarHotspot } from '../../../schema/car.ts';
import { hotspotsAt } from './page-rules';
import { Hotspots } from './Hotspots';

/** The interior panorama: scrolls sideways (by drag, wheel or keys) with its hotspots pinned on it. */
export function InteriorView({ src, hotspots, label }: { src: string; hotspots: readonly CarHotspot[]; label: string }) {
  return (
    <div className="interior-view" tabIndex={0} role="group" aria-label={`${label}: interior view`}>
      <div className="interior-view__canvas">
        <img decoding="async" src={src} alt={`${label} interior`} width={1200} height={400} />
        <Hotspots pins={hotspotsAt(hotspots, 0)} />
      </div>
    </div>
  );
}
