import type { StockPromo } from '@dealer/search/result-cards';
import { FEATURE_TRADE_IN } from '@site/site.gen';

/** Where 'We want your car' sends a shopper: the trade-in page where the site values cars, else contact. */
const WANT_YOUR_CAR_HREF = FEATURE_TRADE_IN ? '/sell-my-car' : '/contact';

/** A promo card among the results: 'We want your car' or one of the site's configured tiles. */
export function PromoCard({ promo }: { promo: StockPromo }) {
  if (promo.kind === 'wantYourCar') {
    return (
      <aside className="promo-card promo-card--want-your-car" aria-label="We want your car">
        <h3>We want your car</h3>
        <p>Trade in or sell your car with us and get a fair price, fast.</p>
        <a href={WANT_YOUR_CAR_HREF} className="button">
          Value my car
        </a>
      </aside>
    );
  }
  const { tile } = promo;
  return (
    <aside className="promo-card" aria-label={tile.title} data-promo-id={tile.id}>
      {tile.image && <img decoding="async" src={tile.image} alt="" loading="lazy" width={600} height={400} />}
      <h3>{tile.title}</h3>
      <a href={tile.href} className="button">
        Find out more
      </a>
    </aside>
  );
}
