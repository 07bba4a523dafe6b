import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import type { BlogAnswer, ContentOffer, ContentReview, ReviewsAnswer } from '@dealer/site/content-api';
import { SITE } from '@site/site.gen';
import { BlogCards } from './BlogTiles';
import { StatsBanner } from './BrandDirectory';
import { LocationCard } from './LocationCard';
import { MapView } from './maps/MapView';
import { OffersList } from './OffersBlock';
import { ReviewsList } from './ReviewsBlock';

// The unit config points @site at harbourside-auto-group.
const html = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

const review = (id: number): ContentReview => ({
  id,
  customer_name: `Customer ${id}`,
  text: 'Friendly team and a fair price.',
  rating: 5,
  review_date: '19/11/2026',
  review_date_in_words: '3 days ago',
  reply_text: null,
  location_id: null,
});
const reviews = (answer: Partial<ReviewsAnswer>) =>
  html(<ReviewsList heading="What our customers say" answer={{ sample: false, aggregate: null, reviews: [], ...answer }} />);

describe('reviews block', () => {
  it('is left out with neither reviews nor an aggregate: no heading over nothing', () => {
    expect(reviews({})).toBe('');
    // Reviews the site rules drop count as none.
    expect(reviews({ reviews: [{ ...review(1), rating: 2 }] })).toBe('');
  });
  it('hides the aggregate line when the site has no figures, and shows the reviews', () => {
    const out = reviews({ reviews: [review(1)] });
    expect(out).toContain('Customer 1');
    expect(out).not.toContain('reviews__aggregate');
    expect(out).not.toContain('Sample content');
  });
  it('shows the configured aggregate with thousands separators, and labels sample reviews', () => {
    const out = reviews({ sample: true, aggregate: { count: 1897, average_rating: '4.5' }, reviews: [review(1)] });
    expect(out.replace(/<!-- -->/g, '')).toMatch(/<strong>4\.5<\/strong> from 1,897 reviews/);
    expect(out).toContain('Sample content');
  });
});

describe('blog tiles', () => {
  const answer = (cards: BlogAnswer['cards'], sample = false) => ({ sample, cards });
  const card = { href: 'https://news.example.com.au/ev', heading: 'EV tips', image: null, date: '02/10/2026', category: 'motoring-tips' };
  it('are left out with no cards, or none in the category asked for', () => {
    expect(html(<BlogCards heading="From our blog" answer={answer([])} />)).toBe('');
    expect(html(<BlogCards heading="Reviews" category="buyer-advice" answer={answer([card])} />)).toBe('');
  });
  it('link each card to its article, labelled when sample', () => {
    const out = html(<BlogCards heading="From our blog" answer={answer([card], true)} />);
    expect(out).toContain('href="https://news.example.com.au/ev"');
    expect(out).toContain('Sample content');
    expect(html(<BlogCards heading="From our blog" answer={answer([card])} />)).not.toContain('Sample content');
  });
});

describe('offers block', () => {
  const offer: ContentOffer = {
    id: 5,
    name: 'RAV4 drive away',
    category: 'Drive Away',
    sanitized_description: '<p>Save</p>',
    description_text: 'Save',
    disclaimer: '',
    image_url: null,
    manufacturer: 'Toyota',
    model: null,
    excluded_website_ids: [],
  };
  it('is left out with no offers for this site', () => {
    expect(html(<OffersList heading="Latest offers" answer={{ sample: false, offers: [] }} />)).toBe('');
    expect(html(<OffersList heading="Latest offers" answer={{ sample: false, offers: [{ ...offer, excluded_website_ids: [SITE.id] }] }} />)).toBe('');
    expect(html(<OffersList heading="More offers" exceptId={5} answer={{ sample: false, offers: [offer] }} />)).toBe('');
  });
  it('shows the offers, labelled when sample', () => {
    const out = html(<OffersList heading="Latest offers" answer={{ sample: true, offers: [offer] }} />);
    expect(out).toContain('RAV4 drive away');
    expect(out).toContain('Sample content');
  });
});

describe('stats banner', () => {
  it('shows exactly the stats the group states, and is hidden without them', () => {
    const stated = SITE.brands.stats;
    expect(stated).toEqual([
      { value: '4', label: 'Locations' },
      { value: '3', label: 'New car brands' },
    ]);
    const out = html(<StatsBanner />);
    expect([...out.matchAll(/<strong>([^<]+)<\/strong> <span>([^<]+)<\/span>/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(['4 Locations', '3 New car brands']);
    SITE.brands.stats = [];
    try {
      expect(html(<StatsBanner />)).toBe('');
    } finally {
      SITE.brands.stats = stated;
    }
  });
});

describe('maps without coordinates', () => {
  it('draws no map for places without coordinates, and pins only the places that have them', () => {
    expect(html(<MapView markers={[{ label: 'Somewhere' }]} title="Map" />)).toBe('');
    const map = html(<MapView markers={[{ label: 'Nowhere' }, { label: 'Harbourside Toyota', lat: -27.4698, long: 153.0251 }]} title="Map" />);
    expect(map).toContain('Harbourside Toyota');
    expect(map).not.toContain('Nowhere');
  });
  it('a location card without a photo or coordinates has no media box, only its address and Get Directions', () => {
    const base = SITE.locations.find((l) => l.id === 12)!;
    const { lat: _lat, long: _long, ...address } = base.address;
    const card = html(<LocationCard location={{ ...base, image: undefined, address }} large />);
    expect(card).not.toContain('location-card__media');
    expect(card).not.toContain('static-map');
    expect(card).not.toContain('location-card--large');
    expect(card).toContain('Get Directions');
    expect(card).toContain(address.street);
  });
});
