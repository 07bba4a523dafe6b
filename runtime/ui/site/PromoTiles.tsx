import { useMemo } from 'react';
import { shownPromoTiles } from '@dealer/site/promos';
import { SITE } from '@site/site.gen';
import { SiteImage } from './SiteImage';

/** The site's live promo and call-to-action tiles (between start and expiry in their time zone), in random order when configured. */
export function PromoTiles(props: { heading: string }) {
  const tiles = useMemo(() => {
    const live = shownPromoTiles(SITE.search.promoTiles, new Date(), []);
    return SITE.search.randomPromoOrder ? [...live].sort(() => Math.random() - 0.5) : live;
  }, []);
  if (tiles.length === 0) return null;
  return (
    <section className="promo-tiles" aria-label={props.heading}>
      <h2>{props.heading}</h2>
      <ul className="promo-tiles__list">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <a href={tile.href} className="promo-tile">
              {tile.image && <SiteImage src={tile.image} size="offer" alt="" />}
              <strong>{tile.title}</strong>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
