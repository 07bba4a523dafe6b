import { FEATURE_OFFERS, FEATURE_SERVICE, FEATURE_TRADE_IN } from '@site/site.gen';

/** The spec's banner of three features: latest offers, book service online, sell your car. */
export function ThreeFeatureBanner() {
  const features = [
    ...(FEATURE_OFFERS ? [{ href: '/special-offers', title: 'Latest offers', text: 'Drive-away deals and factory offers.' }] : []),
    ...(FEATURE_SERVICE ? [{ href: '/pages/book-a-service', title: 'Book service online', text: 'Pick a time that suits you.' }] : []),
    ...(FEATURE_TRADE_IN ? [{ href: '/sell-my-car', title: 'Sell your car', text: 'Get a valuation for your car.' }] : []),
  ];
  if (features.length === 0) return null;
  return (
    <section className="feature-banner" aria-label="Popular services">
      {features.map((feature) => (
        <a key={feature.href} href={feature.href} className="feature-banner__item">
          <strong>{feature.title}</strong>
          <span>{feature.text}</span>
        </a>
      ))}
    </section>
  );
}
