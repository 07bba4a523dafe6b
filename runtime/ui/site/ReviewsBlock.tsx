import type { ReviewsAnswer } from '@dealer/site/content-api';
import { formatCount } from '@dealer/site/numbers';
import { visibleReviews } from '@dealer/site/reviews';
import { FEATURE_REVIEWS, SITE } from '@site/site.gen';
import { useApi } from './api';
import { LoadState } from './LoadState';
import { Stars } from './Stars';

/** Reviews rated 4 or more, with text, not translated, not hidden; up to the list limit (10) or a block's own, under the aggregate rating. */
function Reviews(props: { heading: string; locationId?: number; limit?: number }) {
  const state = useApi<ReviewsAnswer>(`/content/reviews${props.locationId ? `?locationId=${props.locationId}` : ''}`);
  return (
    <section className="reviews" aria-label={props.heading} data-feature="reviews">
      <h2>{props.heading}</h2>
      <LoadState state={state} what="reviews" />
      {state.status === 'ready' && (
        <>
          <p className="reviews__aggregate">
            <Stars rating={Number.parseFloat(state.data.aggregate.average_rating)} /> <strong>{state.data.aggregate.average_rating}</strong> from{' '}
            {formatCount(state.data.aggregate.count)} reviews
          </p>
          <ul className="reviews__list">
            {visibleReviews(state.data.reviews, SITE.reviews, props.limit).map((review) => (
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
        </>
      )}
    </section>
  );
}

/** Reviews, where the site has them on. Off, the block and its code are left out of the bundle (FEATURE_REVIEWS is a literal constant). */
export function ReviewsBlock(props: { heading: string; locationId?: number; limit?: number }) {
  return FEATURE_REVIEWS ? <Reviews {...props} /> : null;
}
