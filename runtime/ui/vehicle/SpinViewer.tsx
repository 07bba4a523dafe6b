import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CarHotspot } from '../../../schema/car.ts';
import { frameAfterDrag, hotspotsAt, wrapFrame } from './page-rules';
import { Hotspots } from './Hotspots';

/** How fast the optional auto-rotate turns: a full turn of 36 frames in about 4 seconds. */
const AUTO_ROTATE_MS = 110;

/** Loads every frame before the spin can be used; a frame that fails leaves it loading, as the spec says. */
function useAllLoaded(frames: readonly string[]): number {
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    setLoaded(0);
    let current = true;
    const images = frames.map((src) => {
      const image = new Image();
      image.onload = () => current && setLoaded((n) => n + 1);
      image.src = src;
      return image;
    });
    return () => {
      current = false;
      for (const image of images) image.onload = null;
    };
  }, [frames]);
  return loaded;
}

export interface SpinViewerProps {
  frames: readonly string[];
  hotspots: readonly CarHotspot[];
  autoRotate: boolean;
  label: string;
}

/**
 * The 360° spin: drag 20 px per frame, or Left/Right arrows one frame, wrapping around. It waits for
 * all frames with a loading animation, then shows a swipe hint until the shopper first turns it.
 */
export function SpinViewer({ frames, hotspots, autoRotate, label }: SpinViewerProps) {
  const count = frames.length;
  const loaded = useAllLoaded(frames);
  const ready = loaded >= count;
  const [frame, setFrame] = useState(0);
  const [touched, setTouched] = useState(false);
  const drag = useRef<{ x: number; frame: number } | null>(null);

  useEffect(() => {
    if (!ready || !autoRotate || touched) return;
    const timer = window.setInterval(() => setFrame((f) => wrapFrame(f + 1, count)), AUTO_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [ready, autoRotate, touched, count]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, frame };
    setTouched(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setFrame(frameAfterDrag(drag.current.frame, event.clientX - drag.current.x, count));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    setTouched(true);
    setFrame((f) => wrapFrame(f + (event.key === 'ArrowRight' ? 1 : -1), count));
  };

  return (
    <div
      className={`spin-viewer${ready ? '' : ' is-loading'}`}
      role="slider"
      tabIndex={0}
      aria-label={`${label}: 360° view, drag or use the arrow keys to turn`}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={frame + 1}
      aria-valuetext={`Frame ${frame + 1} of ${count}`}
      aria-busy={!ready}
      data-frame={frame}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      <img decoding="async" src={frames[frame]} alt="" width={600} height={400} draggable={false} />
      {ready ? (
        <>
          <Hotspots pins={hotspotsAt(hotspots, frame)} />
          {!touched && (
            <p className="spin-viewer__hint" aria-hidden="true">
              ⟷ Swipe to spin
            </p>
          )}
        </>
      ) : (
        <div className="spin-viewer__loading" role="status">
          <span className="spin-viewer__spinner" aria-hidden="true" />
          Loading 360° view… {Math.round((loaded / count) * 100)}%
        </div>
      )}
    </div>
  );
}
