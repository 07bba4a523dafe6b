/**
 * The dealer's own content, from its tenant config: offers (offers.items), reviews (from its reviews provider),
 * blog cards (pages.blogCards) and page copy (pages.copy, an own brand's paragraphs, texts.aboutUs). Where the
 * config has none, the answer is empty and the page leaves the block out: nothing is made up here.
 */
import type { Tenant } from '../../schema/tenant.ts';
import type { BlogAnswer, ContentPageCopy, OffersAnswer, ReviewsAnswer } from '../../runtime/site/content-api.ts';
import { copySlugOf } from '../../runtime/site/copy-pages.ts';
import { formatDate } from '../../runtime/site/dates.ts';
import { timeAgoInWords } from '../../runtime/site/reviews.ts';
import { titleFromSlug } from '../../schema/page-titles.ts';
import { descriptionText, sanitizeDescription } from './sanitize.ts';

export interface ContentProvider {
  offers(t: Tenant): Promise<OffersAnswer>;
  reviews(t: Tenant, now: Date, locationId?: number): Promise<ReviewsAnswer>;
  blog(t: Tenant, now: Date): Promise<BlogAnswer>;
  page(t: Tenant, slug: string): Promise<ContentPageCopy>;
}

/** Where one tenant's reviews come from (reviews.provider). */
export type ReviewsSource = (t: Tenant, now: Date, locationId?: number) => Promise<ReviewsAnswer>;

export const NO_REVIEWS: ReviewsAnswer = { sample: false, aggregate: null, reviews: [] };

/** The aggregate the locations' own figures make (average_rating and review_count), or null when none has a count. */
export function locationsAggregate(t: Tenant, locationId?: number): ReviewsAnswer['aggregate'] {
  const rated = t.locations.filter((l) => (locationId === undefined || l.id === locationId) && l.review_count && l.average_rating !== undefined);
  const count = rated.reduce((sum, l) => sum + (l.review_count ?? 0), 0);
  if (count === 0) return null;
  const average = rated.reduce((sum, l) => sum + (l.average_rating ?? 0) * (l.review_count ?? 0), 0) / count;
  return { count, average_rating: average.toFixed(1) };
}

/** reviews.items, those of the location asked for (and the site-wide ones), under the locations' aggregate. */
export const configReviews: ReviewsSource = async (t, now, locationId) => ({
  sample: false,
  aggregate: locationsAggregate(t, locationId),
  reviews: t.reviews.items
    .filter((item) => locationId === undefined || item.location_id === undefined || item.location_id === locationId)
    .map((item) => ({
      id: item.id,
      customer_name: item.customer_name ?? null,
      text: item.text,
      rating: item.rating,
      review_date: formatDate(item.date, t.timeZone),
      review_date_in_words: timeAgoInWords(new Date(item.date), now),
      reply_text: item.reply_text ?? null,
      location_id: item.location_id ?? null,
    })),
});

function offersOf(t: Tenant): OffersAnswer {
  return {
    sample: false,
    offers: t.offers.items.map((item) => ({
      id: item.id,
      name: item.name,
      category: item.category,
      sanitized_description: sanitizeDescription(item.description),
      description_text: descriptionText(item.description),
      disclaimer: item.disclaimer,
      image_url: item.image_url ?? null,
      manufacturer: item.manufacturer ?? t.manufacturer?.name ?? null,
      model: item.model ?? null,
      excluded_website_ids: item.excluded_website_ids,
    })),
  };
}

function blogOf(t: Tenant): BlogAnswer {
  return {
    sample: false,
    cards: t.pages.blogCards.map((card) => ({
      href: card.href,
      heading: card.heading,
      image: card.image ?? null,
      date: formatDate(card.date, t.timeZone),
      category: card.category ?? null,
    })),
  };
}

function pageOf(t: Tenant, slug: string): ContentPageCopy {
  const configured = t.pages.copy[slug];
  if (configured) return { sample: false, slug, ...configured };
  const ownBrand = t.brands.ownBrands.find((brand) => copySlugOf(brand.path) === slug);
  if (ownBrand && ownBrand.paragraphs.length > 0) return { sample: false, slug, title: ownBrand.name, paragraphs: ownBrand.paragraphs };
  const paragraphs = slug === 'about-us' && t.texts.aboutUs ? [t.texts.aboutUs] : [];
  return { sample: false, slug, title: titleFromSlug(slug), paragraphs };
}

/** The tenant's configured content, with its reviews from the source its reviews.provider names. */
export function configuredContent(reviewsOf: (t: Tenant) => ReviewsSource): ContentProvider {
  return {
    offers: async (t) => offersOf(t),
    reviews: (t, now, locationId) => reviewsOf(t)(t, now, locationId),
    blog: async (t) => blogOf(t),
    page: async (t, slug) => pageOf(t, slug),
  };
}
