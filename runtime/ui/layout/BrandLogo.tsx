import { useState } from 'react';

export const FALLBACK_LOGO = '/media/logo/fallback.svg';

/** A brand's logo; an unknown brand or a missing file shows the fallback logo. */
export function BrandLogo(props: { src: string | undefined; name: string }) {
  const [failed, setFailed] = useState(false);
  return <img className="brand-logo" src={failed || !props.src ? FALLBACK_LOGO : props.src} alt="" width={48} height={32} loading="lazy" onError={() => setFailed(true)} />;
}
