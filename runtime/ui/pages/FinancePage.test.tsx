import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { CarLoadSummary, FINANCE_CAR_NOT_FOUND } from '../forms/CarSummary';
import { PageSeedProvider, pageSeedStore } from '../page-seed';
import { wholeCars } from '../search/cars.fixture';
import FinancePage from './FinancePage';
import PersonalisedFinancePage from './PersonalisedFinancePage';

const [car] = wholeCars('harbour-finance');
const LINK = `/finance?preferredDealership=harbourside-toyota&vehiclePriceBudget=26990&car_id=${car!.id}&car_type=used&vin=MR0FB8CD0N1234567`;
const render = (url: string, api: Record<string, unknown> = {}, page = <FinancePage />) =>
  renderToString(
    <PageSeedProvider value={pageSeedStore({ url, at: Date.parse('2026-11-27T03:00:00Z'), random: 0, searches: [], api, rendered: true })}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </PageSeedProvider>,
  ).replace(/<!-- -->/g, '');

describe('the finance page opened from a car’s finance link', () => {
  it('shows the car, opens the calculator on its price and keeps the #finance-form anchor', () => {
    const html = render(LINK, { [`/api/cars/by-id/${car!.id}`]: { car } });
    expect(html).toContain(`data-car-id="${car!.id}"`);
    // The car's Harbour Finance deal is over 5 years; the site's own default term is 6.
    expect(html).toContain('id="finance-term-number" class="slider-field__number" type="number" inputMode="decimal" min="1" max="7" step="0.5" value="5"');
    expect(html).toContain('id="finance-form"');
  });

  it('holds the form until the car arrives, with the anchor in place meanwhile', () => {
    const html = render(LINK);
    expect(html).toContain('Loading the car…');
    expect(html).toMatch(/<section id="finance-form"[^>]*>.*Loading…/s);
  });

  it('says so for an id that names no car, and goes on about finance in general', () => {
    const html = renderToString(
      <MemoryRouter>
        <CarLoadSummary load={{ status: 'not-found' }} missing={FINANCE_CAR_NOT_FOUND} />
      </MemoryRouter>,
    );
    expect(html).toContain('We couldn&#x27;t find that car, so this enquiry is about finance in general.');
  });

  it('says the same on the personalised finance page for an id that names no car', () => {
    const html = render('/personalised/finance?car_id=999999999', { '/api/cars/by-id/999999999': null }, <PersonalisedFinancePage />);
    expect(html).toContain(FINANCE_CAR_NOT_FOUND.replace("'", '&#x27;'));
  });

  it('without a car, opens the calculator on the link’s vehiclePriceBudget, brought inside its bounds', () => {
    const amount = (html: string) => /id="finance-amount-number"[^>]*value="(\d+)"/.exec(html)?.[1];
    expect(amount(render('/finance'))).toBe('30000');
    expect(amount(render('/finance?vehiclePriceBudget=25000'))).toBe('25000');
    expect(amount(render('/finance?vehiclePriceBudget=9000000'))).toBe('100000');
    expect(amount(render('/finance?vehiclePriceBudget=lots'))).toBe('30000');
  });

  it('without a car, opens on the default amount with no car summary', () => {
    const html = render('/finance');
    expect(html).not.toContain('car-summary');
    expect(html).toContain('id="finance-term-number" class="slider-field__number" type="number" inputMode="decimal" min="1" max="7" step="0.5" value="6"');
    expect(html).toContain('id="finance-form"');
  });
});
