/**
 * Where cars will be while they load: a card's outline, and a grid of them. Kept apart from the cards, so a
 * page can show them while the cards' own code is still on its way.
 */

const PLACEHOLDERS = 6;

/** A grey card of the same size, shown while cars load. */
export function PlaceholderCard() {
  return (
    <div className="car-card car-card--placeholder" aria-hidden="true">
      <div className="car-card__media" />
      <div className="car-card__body">
        <span className="placeholder-line" />
        <span className="placeholder-line placeholder-line--short" />
      </div>
    </div>
  );
}

/** A page's first row or two of cars, while they load. */
export function PlaceholderGrid() {
  return (
    <div className="result-grid" aria-hidden="true">
      {Array.from({ length: PLACEHOLDERS }, (_, i) => (
        <PlaceholderCard key={i} />
      ))}
    </div>
  );
}
