/**
 * Reviews from Google Places (API New): the place details of each location's address.place_id, with the fields
 * reviews, rating and userRatingCount. Answers are kept for an hour (a failure for a minute), so page views do not
 * each cost a Places call.
 */
import type { Tenant } from '../../schema/tenant.ts';
import type { ContentReview, ReviewsAnswer } from '../../runtime/site/content-api.ts';
import { REVIEWS_GOOGLE_QUANTITY, REVIEW_TRANSLATED_MARKER } from '../../runtime/site/constants.ts';
import { formatDate } from '../../runtime/site/dates.ts';
import type { ReviewsSource } from './configured.ts';

export const PLACES_API_URL = 'https://places.googleapis.com/v1';
export const PLACES_FIELD_MASK = 'reviews,rating,userRatingCount';
const KEEP_MS = 60 * 60_000;
const KEEP_FAILURE_MS = 60_000;
const TIMEOUT_MS = 5000;

interface LocalizedText {
  text?: string;
  languageCode?: string;
}

/** The part of a Places (New) place this provider reads. */
export interface PlaceDetails {
  rating?: number;
  userRatingCount?: number;
  reviews?: {
    name?: string;
    rating?: number;
    text?: LocalizedText;
    originalText?: LocalizedText;
    authorAttribution?: { displayName?: string };
    publishTime?: string;
    relativePublishTimeDescription?: string;
  }[];
}

export interface PlacesOptions {
  apiKey: string;
  /** The Places API's address; a local stub in tests. */
  baseUrl?: string;
  /** Told why reviews could not be fetched; the block is then left out. */
  warn?: (message: string) => void;
}

async function placeDetails(placeId: string, apiKey: string, baseUrl: string): Promise<PlaceDetails> {
  const response = await fetch(`${baseUrl}/places/${encodeURIComponent(placeId)}`, {
    headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': PLACES_FIELD_MASK },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Google Places answered ${response.status} for place ${placeId}`);
  return (await response.json()) as PlaceDetails;
}

/** A stable whole-number id for a review from its resource name, so the site's hidden-review list can name it. */
function reviewId(name: string): number {
  return [...name].reduce((hash, ch) => (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0, 7) >>> 0 || 1;
}

function reviewsOf(details: PlaceDetails, locationId: number, t: Tenant): (ContentReview & { publishTime: string })[] {
  return (details.reviews ?? []).flatMap((review) => {
    if (!review.name || review.rating === undefined || !review.publishTime) return [];
    // Google translates reviews into the asked language; the site rules drop translations, so they are marked as such.
    const translated = review.originalText?.languageCode && review.text?.languageCode && review.originalText.languageCode !== review.text.languageCode;
    const text = review.text?.text ?? review.originalText?.text ?? null;
    return [
      {
        id: reviewId(review.name),
        customer_name: review.authorAttribution?.displayName ?? null,
        text: text && translated ? `${text} (${REVIEW_TRANSLATED_MARKER} by Google)` : text,
        rating: review.rating,
        review_date: formatDate(review.publishTime, t.timeZone),
        review_date_in_words: review.relativePublishTimeDescription ?? '',
        reply_text: null,
        location_id: locationId,
        publishTime: review.publishTime,
      },
    ];
  });
}

/** Reviews of the tenant's places (or one location's), newest first up to Google's 12, under their combined rating. */
export function placesReviews(options: PlacesOptions): ReviewsSource {
  const baseUrl = (options.baseUrl ?? PLACES_API_URL).replace(/\/+$/, '');
  const kept = new Map<string, { until: number; details: Promise<PlaceDetails | null> }>();
  const details = (placeId: string): Promise<PlaceDetails | null> => {
    const now = Date.now();
    const hit = kept.get(placeId);
    if (hit && hit.until > now) return hit.details;
    const entry = { until: now + KEEP_MS, details: Promise.resolve<PlaceDetails | null>(null) };
    entry.details = placeDetails(placeId, options.apiKey, baseUrl).catch((error: unknown) => {
      entry.until = Date.now() + KEEP_FAILURE_MS;
      options.warn?.(`Reviews left out: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    kept.set(placeId, entry);
    return entry.details;
  };
  return async (t, _now, locationId) => {
    const places = new Map<string, number>();
    for (const l of t.locations)
      if (l.address.place_id && (locationId === undefined || l.id === locationId) && !places.has(l.address.place_id)) places.set(l.address.place_id, l.id);
    const answers = await Promise.all([...places].map(async ([placeId, id]) => ({ id, details: await details(placeId) })));
    const found = answers.filter((a): a is { id: number; details: PlaceDetails } => a.details !== null);
    const count = found.reduce((sum, a) => sum + (a.details.userRatingCount ?? 0), 0);
    const average = count > 0 ? found.reduce((sum, a) => sum + (a.details.rating ?? 0) * (a.details.userRatingCount ?? 0), 0) / count : 0;
    const reviews = found
      .flatMap((a) => reviewsOf(a.details, a.id, t))
      .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
      .slice(0, REVIEWS_GOOGLE_QUANTITY)
      .map(({ publishTime: _publishTime, ...review }) => review);
    const aggregate: ReviewsAnswer['aggregate'] = count > 0 ? { count, average_rating: average.toFixed(1) } : null;
    return { sample: false, aggregate, reviews };
  };
}
