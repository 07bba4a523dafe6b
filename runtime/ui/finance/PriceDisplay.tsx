import { formatMoney } from '@dealer/finance/format';
import { priceDisplay } from '@dealer/finance/price';
import type { PricedCar } from '@dealer/finance/car';
import { SITE } from '@site/site.gen';
import './finance.css';

export interface PriceDisplayProps {
  car: PricedCar;
  /** `card` for search results (compact), `detail` for the car page sidebar (larger, with was-price label). */
  variant: 'card' | 'detail';
}

/** A car's price in the spec's order (subscription, offer/reduced, price, PREORDER, no-price text); the rule is `priceDisplay()`. */
export function PriceDisplay({ car, variant }: PriceDisplayProps) {
  const shown = priceDisplay(car, SITE);
  const className = `price-display price-display--${variant}`;
  switch (shown.kind) {
    case 'subscription':
      return (
        <div className={className} data-price-kind="subscription">
          <span className="price-display__amount">{formatMoney(shown.amount)}</span> <span className="price-display__type">{shown.label}</span>
        </div>
      );
    case 'price':
      return (
        <div className={`${className}${shown.reduced ? ' price-display--reduced' : ''}`} data-price-kind="price">
          {shown.wasPrice !== null && (
            <s className="price-display__was" aria-label={`Was ${formatMoney(shown.wasPrice)}`}>
              {formatMoney(shown.wasPrice)}
            </s>
          )}
          <span className="price-display__amount">{formatMoney(shown.amount)}</span>
          {shown.priceType && <span className="price-display__type">{shown.priceType}</span>}
        </div>
      );
    case 'preorder':
    case 'no-price':
      return (
        <div className={className} data-price-kind={shown.kind}>
          <span className="price-display__text">{shown.text}</span>
        </div>
      );
  }
}
