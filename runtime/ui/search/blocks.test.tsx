import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FacetFilter } from './FacetFilter';
import { NoResults } from './NoResults';
import { Pagination } from './Pagination';

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
  });

  it('pagination: real links around the current page, none for one page', () => {
    const html = inRouter(<Pagination page={3} pages={9} href={(page) => `/search?page=${page}`} />);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/search?page=2"');
    expect(html).toContain('href="/search?page=9"');
    expect(inRouter(<Pagination page={1} pages={1} href={String} />)).toBe('');
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
  });
});
