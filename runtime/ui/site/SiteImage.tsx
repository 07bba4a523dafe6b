import { useState } from 'react';
import { IMAGE_SIZES } from '@dealer/site/constants';
import { imageUrl, notFoundImageUrl } from '@dealer/site/images';
import { SITE } from '@site/site.gen';

export type ImageSize = Exclude<keyof typeof IMAGE_SIZES, 'map'>;

/** An image through the site's image host at one of the spec's sizes; a missing or broken source shows the not-found placeholder. */
export function SiteImage(props: { src: string | null | undefined; size: ImageSize; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const { width, height } = IMAGE_SIZES[props.size];
  const src = failed ? notFoundImageUrl(SITE.images) : imageUrl(props.src, SITE.images, { width });
  return (
    <img
      className={props.className}
      src={src}
      alt={props.alt}
      width={width}
      height={height}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
