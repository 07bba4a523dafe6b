import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import type { ContentOffer } from '@dealer/site/content-api';
import { SITE } from '@site/site.gen';
import { BrandDirectory } from './BrandDirectory';
import { Breadcrumbs } from './Breadcrumbs';
import { LocationCard } from './LocationCard';
import { LocationsBlock } from './LocationsBlock';
import { LocationsCarousel } from './LocationsCarousel';
import { OfferCard } from './OfferCard';
import { PaymentIcons } from './PaymentIcons';
import GoogleMap from './maps/GoogleMap';
import { MapView } from './maps/MapView';
import { Stars } from './Stars';

// The unit config points @site at harbourside-auto-group: 4 locations, Sales/Service tabs, holiday hours.
const html = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
const location = (id: number) => SITE.locations.find((l) => l.id === id)!;

describe('location card', () => {
  it('shows the rating with a thousands separator, Sales/Service tabs, folded hours, holiday hours, contact and directions', () => {
    const card = html(<LocationCard location={location(11)} />);
    expect(card).toContain('1,285 reviews');
    expect(card).toContain('role="tablist"');
    expect(card).toMatch(/<dt>Mon-Fri<\/dt><dd>8:00am - 5:30pm<\/dd>/);
    expect(card).toContain('View Holiday Hours');
    expect(card).toContain('href="/contact-us/harbourside-toyota"');
    expect(card).toContain('Get Directions');
  });
  it('leaves the rating off a location without one', () => {
    expect(html(<LocationCard location={location(14)} />)).not.toContain('location-card__rating');
  });

  it('says Call for hours with the phone for a location without opening hours, holiday hours or not', () => {
    const card = html(<LocationCard location={location(13)} />);
    expect(card).toContain('Call for hours: <a href="tel:0731002020">07 3100 2020</a>');
    expect(card).toContain('View Holiday Hours');
    expect(card).not.toContain('<dl class="hours">');
    expect(html(<LocationCard location={location(11)} />)).not.toContain('Call for hours');
  });

  it("shows the service location's own address, phone, hours and contact page under the Service tab", () => {
    const card = html(<LocationCard location={location(11)} />);
    const [, sales = '', service = ''] = card.split('<div role="tabpanel"');
    expect(sales).not.toMatch(/^[^>]* hidden/);
    expect(sales).toContain('12 Wharf Street');
    expect(sales).toContain('href="/contact-us/harbourside-toyota"');
    expect(service).toMatch(/^[^>]* hidden=""/);
    expect(service).toContain('14 Wharf Street');
    expect(service).toContain('07 3100 2011');
    expect(service).toContain('href="/contact-us/harbourside-toyota-service"');
    expect(service).not.toContain('12 Wharf Street');
  });
});

describe('locations block', () => {
  it('lays several locations out as a 4-column grid and one as a large card with its map', () => {
    expect(html(<LocationsBlock block={{ filter: 'all' }} heading="All" />)).toContain('locations-grid--four-columns');
    const one = html(<LocationsBlock block={{ filter: 13 }} heading="Mazda" />);
    expect(one).toContain('location-card--large');
    expect(one).toContain('data-map-provider="embedded"');
  });
  it('narrows by manufacturer and type', () => {
    const service = html(<LocationsBlock block={{ filter: 'service-and-parts', manufacturer: 'toyota' }} heading="Service" />);
    expect(service).toContain('Harbourside Toyota - Service');
    expect(service).not.toContain('Harbourside Mazda');
  });
});

describe('locations carousel', () => {
  it('renders outside a router (its usual container) with plain links instead of raising', () => {
    const carousel = renderToString(<LocationsCarousel />);
    expect(carousel).toContain('Our Locations');
    expect(carousel).toContain('href="/locations/harbourside-toyota"');
    expect(carousel).toContain('View Our Stock');
  });
});

describe('offer card', () => {
  const long =
    'Drive away a new Toyota with on-road costs included and a complimentary first service, tinted windows, floor mats and a full tank of fuel. Offer ends at the end of the month while stocks last, see us for details.';
  const offer: ContentOffer = {
    id: 7,
    name: 'RAV4 drive away',
    category: 'Drive Away',
    sanitized_description: `<p>${long}</p><ul><li>Complimentary first service</li></ul>`,
    description_text: long,
    disclaimer: 'Conditions apply.',
    image_url: null,
    manufacturer: 'Toyota',
    model: { name: 'RAV4', slug: 'rav4' },
    excluded_website_ids: [],
  };
  it('starts collapsed (cut near 160 with a Show More toggle) with the site label, Explore {model} and Book A Test Drive', () => {
    const card = html(<OfferCard offer={offer} />);
    expect(card).toContain('Show More');
    expect(card).not.toContain('<li>');
    expect(card).toContain('...');
    expect(card).toContain(`>${SITE.offers.enquireLabel}<`);
    expect(card).toContain(`href="/${SITE.search.pathPrefix}/toyota/rav4"`);
    expect(card).toContain('Explore RAV4');
    expect(card).toContain('Book A Test Drive');
    expect(card).toContain('href="/offers/toyota/7"');
    // No image: the not-found placeholder at the offer size.
    expect(card).toMatch(/src="\/media\/placeholders\/not-found.svg" alt="RAV4 drive away" width="375" height="250"/);
  });
  it('has no toggle for a short description', () => {
    expect(html(<OfferCard offer={{ ...offer, description_text: 'Short.', sanitized_description: '<p>Short.</p>' }} />)).not.toContain('Show More');
  });
});

describe('small blocks', () => {
  it('stars fill partially', () => {
    const stars = html(<Stars rating={4.5} />);
    expect(stars.match(/width:100%/g)).toHaveLength(4);
    expect(stars).toContain('width:50%');
    expect(stars).toContain('aria-label="Rated 4.5 out of 5"');
  });
  // The stats banner's own tests are in content-blocks.test.tsx.
  it('brand directory: the four groups in order', () => {
    const directory = html(<BrandDirectory />);
    expect([...directory.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(['Car brands', 'Motorcycle brands', 'Truck brands', 'Our own brands']);
    // A brand without a logo gets the fallback logo.
    expect(directory).toContain('/media/placeholders/brand.svg');
  });
  it("payment icons: 'We accept:' and the five methods", () => {
    const icons = html(<PaymentIcons />);
    expect(icons).toContain('We accept:');
    expect([...icons.matchAll(/payment-icons__icon">([^<]+)</g)].map((m) => m[1])).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
  });
  it('breadcrumbs start at Home and mark the current page', () => {
    const trail = html(<Breadcrumbs items={[{ label: 'Our brands', href: '/brands' }, { label: 'Toyota' }]} />);
    expect(trail).toContain('href="/"');
    expect(trail).toContain('href="/brands"');
    expect(trail).toContain('aria-current="page">Toyota');
  });
});

describe('maps provider', () => {
  const markers = [{ label: 'Harbourside Toyota - Sales', lat: -27.4698, long: 153.0251 }];
  it('draws the embedded static map by default, at the site zoom, with no third-party request', () => {
    const map = html(<MapView markers={markers} title="Map of Harbourside Toyota" />);
    expect(map).toContain('data-map-provider="embedded"');
    expect(map).not.toContain('google');
  });
  it('embeds Google Maps with the configured key when the site switches provider', () => {
    const map = html(<GoogleMap markers={markers} zoom={13} title="Map" />);
    expect(map).toContain('data-map-provider="google"');
    expect(map).toContain('zoom=13');
    expect(map).toContain('q=-27.4698%2C153.0251');
  });
  it('adds a map of every location above the grid when the site asks for one', () => {
    SITE.locationOptions.allLocationsMap = true;
    try {
      expect(html(<LocationsBlock block={{ filter: 'all' }} heading="All" />)).toContain('aria-label="Map of All"');
    } finally {
      SITE.locationOptions.allLocationsMap = false;
    }
    expect(html(<LocationsBlock block={{ filter: 'all' }} heading="All" />)).not.toContain('aria-label="Map of All"');
  });
});
