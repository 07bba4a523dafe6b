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

export interface ReviewsAnswer {
  aggregate: { count: number; average_rating: string };
  reviews: ContentReview[];
}

export interface BlogCard {
  href: string;
  heading: string;
  image: string | null;
  /** dd/MM/yyyy */
  date: string;
  category: string;
}

export interface ContentPageCopy {
  slug: string;
  title: string;
  paragraphs: string[];
}
