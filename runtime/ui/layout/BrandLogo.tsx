import { useState } from 'react';
import { brandLogoUrl } from '@dealer/site/manufacturers';
import { SITE } from '@site/site.gen';

const SIZES = { small: { width: 48, height: 32 }, large: { width: 120, height: 80 } } as const;

/** A brand's logo at a fixed size (contained, never cropped); an unknown brand or a missing file shows the fallback logo. */
export function BrandLogo(props: { src: string | undefined; name: string; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState(false);
  const size = SIZES[props.size ?? 'small'];
  const src = failed || !props.src ? brandLogoUrl(undefined, SITE.images) : props.src;
  return (
    <img
      decoding="async"
      className={`brand-logo brand-logo--${props.size ?? 'small'}`}
      src={src}
      alt=""
      width={size.width}
      height={size.height}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
