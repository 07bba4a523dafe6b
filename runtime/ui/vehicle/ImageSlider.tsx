import ChevronLeft from 'lucide/dist/esm/icons/chevron-left.mjs';
import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import { lazy, Suspense, useState } from 'react';
import type { Car } from '../../../schema/car.ts';
import type { ViewMode } from '../../../schema/lists.ts';
import { MAIN_IMAGE_HEIGHT, MAIN_IMAGE_WIDTH, PRIORITY_IMAGES, THUMBNAILS_MIN_IMAGES } from '@dealer/site/constants';
import { imageUrl } from '@dealer/site/images';
import { SITE } from '@site/site.gen';
import { carTitle } from '@dealer/site/car-facts';
import { CarVideo } from './CarVideo';
import { InteriorView } from './InteriorView';
import { availableViewModes, carPhotos, initialViewMode, wrapFrame } from './page-rules';
import { SpinViewer } from './SpinViewer';
import { Thumbnails } from './Thumbnails';
import { Icon } from '../site/Icon';

const FullscreenGallery = lazy(() => import('./FullscreenGallery'));

const MODE_LABELS: Record<ViewMode, string> = { spinner: '360° Spin', gallery: 'Gallery', interior: 'Interior' };

/** The photo slider (600x400) with its thumbnails, the three view modes, fullscreen and the optional video. */
export function ImageSlider({ car }: { car: Car }) {
  const photos = carPhotos(car);
  const modes = availableViewModes(car);
  const [mode, setMode] = useState<ViewMode>(() => initialViewMode(car, SITE.vehicle));
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const title = carTitle(car);
  const go = (next: number) => setIndex(wrapFrame(next, photos.length || 1));

  const chooseMode = (next: ViewMode) => {
    // Coming back to the gallery from the spin or interior starts again at the first photo.
    if (next === 'gallery' && mode !== 'gallery') setIndex(0);
    setMode(next);
  };

  return (
    <section className="image-slider" aria-label="Photos and views">
      {modes.length > 1 && (
        <div className="image-slider__modes" role="group" aria-label="View mode">
          {modes.map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} onClick={() => chooseMode(m)}>
              {MODE_LABELS[m]}
            </button>
          ))}
        </div>
      )}
      {mode === 'spinner' && (
        <SpinViewer frames={car.spin_images} hotspots={car.hotspots?.exterior ?? []} autoRotate={SITE.vehicle.spinAutoRotate} label={title} />
      )}
      {mode === 'interior' && car.spin_interior_image && <InteriorView src={car.spin_interior_image} hotspots={car.hotspots?.interior ?? []} label={title} />}
      {mode === 'gallery' && (
        <div className="image-slider__stage">
          <ul className="image-slider__track" style={{ transform: `translateX(-${index * 100}%)` }}>
            {(photos.length ? photos : [{ url: '', thumb: '' }]).map((photo, i) => (
              <li key={photo.url || i} aria-hidden={i !== index}>
                <button
                  type="button"
                  className="image-slider__open"
                  tabIndex={i === index ? 0 : -1}
                  aria-label={`Open photo ${i + 1} full screen`}
                  onClick={() => setFullscreen(true)}
                >
                  <img
                    decoding="async"
                    src={imageUrl(photo.url, SITE.images, { width: MAIN_IMAGE_WIDTH })}
                    alt={`${title} photo ${i + 1}`}
                    width={MAIN_IMAGE_WIDTH}
                    height={MAIN_IMAGE_HEIGHT}
                    loading={i < PRIORITY_IMAGES ? 'eager' : 'lazy'}
                    fetchPriority={i < PRIORITY_IMAGES ? 'high' : 'auto'}
                  />
                </button>
              </li>
            ))}
          </ul>
          {photos.length > 1 && (
            <>
              <button type="button" className="image-slider__arrow image-slider__arrow--prev" aria-label="Previous photo" onClick={() => go(index - 1)}>
                <Icon icon={ChevronLeft} />
              </button>
              <button type="button" className="image-slider__arrow image-slider__arrow--next" aria-label="Next photo" onClick={() => go(index + 1)}>
                <Icon icon={ChevronRight} />
              </button>
              <span className="image-slider__count" aria-live="polite">
                {index + 1} / {photos.length}
              </span>
            </>
          )}
        </div>
      )}
      {mode === 'gallery' && photos.length >= THUMBNAILS_MIN_IMAGES && <Thumbnails photos={photos} index={index} onSelect={go} />}
      <CarVideo url={car.video_url} title={`${title} video`} />
      {fullscreen && (
        <Suspense fallback={null}>
          <FullscreenGallery photos={photos} start={index} title={title} onClose={(at) => (setIndex(at), setFullscreen(false))} />
        </Suspense>
      )}
    </section>
  );
}
