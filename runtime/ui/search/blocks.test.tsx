import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { FacetFilter } from './FacetFilter';
import { NoResults } from './NoResults';
import { Pagination } from './Pagination';
import { RangeFilter } from './RangeFilter';
import { ShowMeButton } from './ShowMeButton';

const inRouter = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('search blocks', () => {
  it('the no-results card: its title, the right description and Clear Filters to the default or offers path', () => {
    const search = inRouter(<NoResults path={{ make: 'Toyota' }} />);
    expect(search).toContain('No Results Available');
    expect(search).toContain('No results found for your search at this time. Please try adjusting the filters for more results.');
    expect(search).toContain('href="/search/new-used-and-demo-cars/"');
    const offers = inRouter(<NoResults path={{ offers: true }} />);
    expect(offers).toContain('There appears to be no offers currently available that meet the conditions of your search');
    expect(offers).toContain('href="/special-offers"');
  });

  it('the make list stops at 7 with Show all makes', () => {
    const counts = Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((make, i) => [make, 20 - i]));
    const html = renderToString(<FacetFilter attribute="make" label="Make" counts={counts} selected={[]} onToggle={() => undefined} />);
    expect(html.match(/type="checkbox"/g)).toHaveLength(7);
    expect(html).toContain('Show all makes');
    expect(html).toContain('aria-expanded="false"');
  });

  it('the body type list shows the first 4 by count, then Show all body types', () => {
    const counts = { Van: 158, 'People Mover': 132, Convertible: 122, SUV: 900, Ute: 400, Sedan: 300, Hatch: 200 };
    const html = renderToString(<FacetFilter attribute="body" label="Body Type" counts={counts} selected={[]} onToggle={() => undefined} />);
    expect(html.match(/type="checkbox"/g)).toHaveLength(4);
    expect(html).toContain('Show all body types');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Van');
  });

  it('Show Me is disabled with no cars to show', () => {
    expect(renderToString(<ShowMeButton count={0} onClick={() => undefined} />)).toMatch(/<button[^>]* disabled=""[^>]*>Show Me 0 Cars<\/button>/);
    expect(renderToString(<ShowMeButton count={1} onClick={() => undefined} />)).not.toContain('disabled');
  });

  it('a year range moves in whole years', () => {
    const html = renderToString(<RangeFilter attribute="year" label="Year" stats={{ min: 2012, max: 2025 }} range={undefined} onChange={() => undefined} />);
    expect(html.match(/step="1"/g)).toHaveLength(4);
  });

  it('pagination: real links around the current page, none for one page', () => {
    const html = inRouter(<Pagination page={3} pages={9} href={(page) => `/search?page=${page}`} />);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/search?page=2"');
    expect(html).toContain('href="/search?page=9"');
    expect(inRouter(<Pagination page={1} pages={1} href={String} />)).toBe('');
  });
});

describe('directory searches', () => {
  it('a directory list holds its place with placeholder cards, busy, while its first page loads', async () => {
    const { DirectoryResults } = await import('./DirectoryResults');
    const html = inRouter(<DirectoryResults request={{ key: 'k', queries: [] }} heading="Toyota cars in stock" emptyText="None" page={1} href={String} />);
    expect(html).toContain('Toyota cars in stock');
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/car-card--placeholder/g)).toHaveLength(6);
    expect(html).not.toContain('data-settled-page');
  });

  it("a dealership offers 'View stock', and is open when the URL names it", async () => {
    const { DealershipStock } = await import('./DealershipStock');
    const dealership = { id: 2, name: 'Harbourside Mazda', slug: 'harbourside-mazda' };
    const closed = renderToString(
      <MemoryRouter initialEntries={['/dealerships']}>
        <DealershipStock dealership={dealership} />
      </MemoryRouter>,
    );
    expect(closed).toContain('href="/dealerships?stock=harbourside-mazda"');
    expect(closed).toContain('aria-expanded="false"');
    expect(closed).toContain('View stock at Harbourside Mazda');
    const open = renderToString(
      <MemoryRouter initialEntries={['/dealerships?stock=harbourside-mazda&page=2']}>
        <DealershipStock dealership={dealership} />
      </MemoryRouter>,
    );
    expect(open).toContain('href="/dealerships"');
    expect(open).toContain('aria-expanded="true"');
    expect(open).toContain('Hide stock at Harbourside Mazda');
  });
});

describe('similar cars', () => {
  it('holds the space with 6 placeholder cards under its title until the cars arrive; the carousel adds previous and next', async () => {
    const { SimilarCars } = await import('./SimilarCars');
    const car = { id: 9, status: 'in_stock', car_type: 'used', price: 30000, body: 'SUV' } as const;
    const block = inRouter(<SimilarCars car={car} />);
    expect(block).toContain('Similar Used Cars In-Stock');
    expect(block.match(/car-card--placeholder/g)).toHaveLength(6);
    expect(block).toContain('aria-busy="true"');
    const carousel = inRouter(<SimilarCars car={{ ...car, status: 'sold' }} variant="carousel" />);
    expect(carousel).toContain('Similar Used Cars Available');
    expect(carousel).toContain('>Previous<');
    expect(carousel).toContain('>Next<');
    expect(inRouter(<SimilarCars car={{ ...car, item_type: 'caravan', body: 'Caravan' }} />)).toContain('Similar Used Caravans In-Stock');
  });
});
