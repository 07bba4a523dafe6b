import type { ReviewsAnswer } from '@dealer/site/content-api';
import { formatCount } from '@dealer/site/numbers';
import { visibleReviews } from '@dealer/site/reviews';
import { FEATURE_REVIEWS, SITE } from '@site/site.gen';
import { useApi } from './api';
import { LoadState } from './LoadState';
import { SampleLabel } from './SampleLabel';
import { Stars } from './Stars';

interface ReviewsProps {
  heading: string;
  locationId?: number;
  limit?: number;
}

/**
 * Reviews rated 4 or more, with text, not translated, not hidden; up to the list limit (10) or a block's own, under
 * the aggregate rating when the site has one. With neither reviews nor an aggregate, the block is left out.
 */
export function ReviewsList(props: Omit<ReviewsProps, 'locationId'> & { answer: ReviewsAnswer }) {
  const { aggregate, sample } = props.answer;
  const reviews = visibleReviews(props.answer.reviews, SITE.reviews, props.limit);
  if (reviews.length === 0 && !aggregate) return null;
  return (
    <section className="reviews" aria-label={props.heading} data-feature="reviews">
      <h2>{props.heading}</h2>
      <SampleLabel sample={sample} />
      {aggregate && (
        <p className="reviews__aggregate">
          <Stars rating={Number.parseFloat(aggregate.average_rating)} /> <strong>{aggregate.average_rating}</strong> from {formatCount(aggregate.count)} reviews
        </p>
      )}
      {reviews.length > 0 && (
        <ul className="reviews__list">
          {reviews.map((review) => (
            <li key={review.id} className="review">
              <p className="review__head">
                <Stars rating={review.rating} /> <strong>{review.customer_name ?? 'A customer'}</strong>{' '}
                <time title={review.review_date}>{review.review_date_in_words}</time>
              </p>
              <p>{review.text}</p>
              {review.reply_text && (
                <p className="review__reply">
                  Reply from {SITE.name}: {review.reply_text}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Nothing while the reviews load, so a site without any never shows a heading over nothing. */
function Reviews(props: ReviewsProps) {
  const state = useApi<ReviewsAnswer>(`/content/reviews${props.locationId ? `?locationId=${props.locationId}` : ''}`);
  if (state.status === 'ready') return <ReviewsList answer={state.data} heading={props.heading} {...(props.limit ? { limit: props.limit } : {})} />;
  if (state.status !== 'error') return null;
  return (
    <section className="reviews" aria-label={props.heading} data-feature="reviews">
      <h2>{props.heading}</h2>
      <LoadState state={state} what="reviews" />
    </section>
  );
}

/** Reviews, where the site has them on. Off, the block and its code are left out of the bundle (FEATURE_REVIEWS is a literal constant). */
export function ReviewsBlock(props: ReviewsProps) {
  return FEATURE_REVIEWS ? <Reviews {...props} /> : null;
}
