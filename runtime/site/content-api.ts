/**
 * Shapes of /api/content answers, shared by the server's content providers and the site's blocks.
 * Field names follow the spec's entities (Offer, Review, Blog card) so a real provider maps 1:1.
 */
import type { Offer } from './offers.ts';
import type { Review } from './reviews.ts';

export interface ContentOffer extends Offer {
  name: string;
  category: string;
  /** Sanitised on the server: safe to put into the page as HTML. */
  sanitized_description: string;
  /** The description as plain text, for the collapsed view and its cut. */
  description_text: string;
  disclaimer: string;
  image_url: string | null;
  manufacturer: string | null;
  model: { name: string; slug: string; override_url?: string | null } | null;
  excluded_website_ids: number[];
}

export interface ContentReview extends Review {
  customer_name: string | null;
  text: string | null;
  review_date: string;
  review_date_in_words: string;
  reply_text: string | null;
  location_id: number | null;
}

/**
 * Every answer says whether it is the demo's invented sample (`start`, `dev`, `serve --sample-content`) rather
 * than the dealer's own content: the page labels a sample block as such.
 */
export interface SampleMark {
  sample: boolean;
}

export interface OffersAnswer extends SampleMark {
  offers: ContentOffer[];
}

export type OfferAnswer = ContentOffer & SampleMark;

export interface ReviewsAnswer extends SampleMark {
  /** From the site's settings or its reviews provider; null when neither gives one, and the line is hidden. */
  aggregate: { count: number; average_rating: string } | null;
  reviews: ContentReview[];
}

export interface BlogAnswer extends SampleMark {
  cards: BlogCard[];
}

export interface BlogCard {
  href: string;
  heading: string;
  image: string | null;
  /** dd/MM/yyyy */
  date: string;
  category: string | null;
}

/** A page's copy; no paragraphs when the site has none, and the page shows none. */
export interface ContentPageCopy extends SampleMark {
  slug: string;
  title: string;
  paragraphs: string[];
}
