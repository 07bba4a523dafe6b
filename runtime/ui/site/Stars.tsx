import { starFills } from '@dealer/site/reviews';

/** Five stars filled to the rating, partial stars included (4.5 draws four and a half). */
export function Stars(props: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${props.rating} out of 5`}>
      {starFills(props.rating).map((fill, index) => (
        <span key={index} className="stars__star" aria-hidden="true">
          <span className="stars__fill" style={{ width: `${fill * 100}%` }} />
        </span>
      ))}
    </span>
  );
}
