import ChevronLeft from 'lucide/dist/esm/icons/chevron-left.mjs';
import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import { useEffect, useState } from 'react';
import { THUMBNAILS_MIN_IMAGES } from '@dealer/site/constants';
import { imageUrl } from '@dealer/site/images';
import { SITE } from '@site/site.gen';
import { Dialog } from './Dialog';
import { wrapFrame } from './page-rules';
import { Thumbnails } from './Thumbnails';
import { Icon } from '../site/Icon';

/** Full-screen photos: Left and Right arrow keys move, thumbnails when there are more than 3, Escape closes. */
export default function FullscreenGallery(props: { photos: { url: string; thumb: string }[]; start: number; title: string; onClose: (index: number) => void }) {
  const { photos, title } = props;
  const [index, setIndex] = useState(props.start);
  const go = (next: number) => setIndex(wrapFrame(next, photos.length || 1));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((i) => wrapFrame(i - 1, photos.length || 1));
      if (event.key === 'ArrowRight') setIndex((i) => wrapFrame(i + 1, photos.length || 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [photos.length]);

  return (
    <Dialog title={`${title} photos`} className="fullscreen-gallery" onClose={() => props.onClose(index)}>
      <figure className="fullscreen-gallery__figure" data-index={index}>
        <img decoding="async" src={imageUrl(photos[index]?.url, SITE.images, { width: 1600 })} alt={`${title} photo ${index + 1}`} width={1200} height={800} />
        <figcaption aria-live="polite">
          {index + 1} / {photos.length}
        </figcaption>
        <button type="button" className="image-slider__arrow image-slider__arrow--prev" aria-label="Previous photo" onClick={() => go(index - 1)}>
          <Icon icon={ChevronLeft} />
        </button>
        <button type="button" className="image-slider__arrow image-slider__arrow--next" aria-label="Next photo" onClick={() => go(index + 1)}>
          <Icon icon={ChevronRight} />
        </button>
      </figure>
      {photos.length >= THUMBNAILS_MIN_IMAGES && <Thumbnails photos={photos} index={index} onSelect={go} />}
    </Dialog>
  );
}
