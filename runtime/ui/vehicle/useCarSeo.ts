import { useEffect } from 'react';
import type { Car } from '../../../schema/car.ts';
import { imageUrl } from '@dealer/site/images';
import { SITE } from '@site/site.gen';
import { carName } from '@dealer/site/car-facts';
import { carPhotos } from './page-rules';
import { absoluteUrl, carJsonLd, carMetaDescription, siteOrigin } from './seo';

/** A head element this page owns, created once and removed when the page goes. */
function headElement<K extends 'meta' | 'link' | 'script'>(tag: K, key: string, attributes: Record<string, string>): HTMLElementTagNameMap[K] {
  const selector = `${tag}[data-car-seo="${key}"]`;
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    element.dataset.carSeo = key;
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** Per-car title, description, canonical URL, Open Graph tags and JSON-LD, set while the car page is open. */
export function useCarSeo(car: Car | null): void {
  useEffect(() => {
    if (!car) return;
    const origin = siteOrigin(SITE, window.location.origin);
    const pageUrl = `${origin}/cars/${car.slug}`;
    const description = carMetaDescription(car, SITE);
    const photo = carPhotos(car)[0];
    const image = absoluteUrl(origin, imageUrl(photo?.url, SITE.images, { width: 1200 }));
    const previousDescription = document.head.querySelector('meta[name="description"]:not([data-car-seo])');
    previousDescription?.remove();
    headElement('meta', 'description', { name: 'description', content: description });
    headElement('link', 'canonical', { rel: 'canonical', href: pageUrl });
    headElement('meta', 'og:title', { property: 'og:title', content: carName(car) });
    headElement('meta', 'og:description', { property: 'og:description', content: description });
    headElement('meta', 'og:url', { property: 'og:url', content: pageUrl });
    headElement('meta', 'og:type', { property: 'og:type', content: 'product' });
    headElement('meta', 'og:image', { property: 'og:image', content: image });
    const jsonLd = headElement('script', 'json-ld', { type: 'application/ld+json' });
    jsonLd.textContent = JSON.stringify(carJsonLd(car, SITE, pageUrl, origin)).replace(/</g, '\\u003c');
    return () => {
      for (const element of document.head.querySelectorAll('[data-car-seo]')) element.remove();
      if (previousDescription) document.head.append(previousDescription);
    };
  }, [car]);
}
