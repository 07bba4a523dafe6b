import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import ComparePage from '../pages/ComparePage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@site/site.gen';
import type { Car } from '../../../schema/car.ts';
import { CarCard } from '../search/CarCard';
import { wholeCars } from '../search/cars.fixture.ts';
import { CompareTable } from './CompareTable';
import { CompareToggle } from './CompareToggle';

const selection = vi.hoisted(() => ({ ids: [] as number[] }));
vi.mock('./compare-store', () => ({
  useCompareSelection: () => selection.ids,
  compareSelection: () => selection.ids,
  toggleCompareCar: vi.fn(),
  setCompareSelection: vi.fn(),
}));

const now = new Date('2025-07-10T00:00:00Z');
const [corolla, cheaper, sold] = wholeCars(SITE.finance.provider!.key) as [Car, Car, Car];
// React marks text joins with empty comments; the shopper reads the text without them.
const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>).replace(/<!-- -->/g, '');
const rowOf = (page: string, label: string) => page.match(new RegExp(`<tr[^>]*><th scope="row">${label}.*?</tr>`))?.[0] ?? '';

describe('CompareToggle', () => {
  afterEach(() => {
    selection.ids = [];
  });

  it('is a toggle button named for its car, on every result card', () => {
    const card = html(<CarCard car={corolla} now={now} />);
    expect(card).toContain('aria-pressed="false"');
    expect(card).toContain('Compare<span class="visually-hidden"> 2021 Toyota Corolla</span>');
    expect(card).not.toContain('View comparison');
  });

  it('is pressed for a selected car and links to the comparison of the whole selection', () => {
    selection.ids = [9, corolla.id];
    const toggle = html(<CompareToggle carId={corolla.id} name="2021 Toyota Corolla" />);
    expect(toggle).toContain('aria-pressed="true"');
    expect(toggle).toContain(`href="/compare?cars=9,${corolla.id}"`);
    expect(toggle).toContain('View comparison (2)');
  });

  it('cannot add a fifth car, and says why to a screen reader', () => {
    selection.ids = [11, 12, 13, 14];
    const toggle = html(<CompareToggle carId={corolla.id} name="2021 Toyota Corolla" />);
    expect(toggle).toMatch(/<button[^>]*disabled=""/);
    expect(toggle).toContain('(already comparing 4 cars)');
    expect(html(<CompareToggle carId={13} name="A car" />)).not.toContain('disabled');
  });
});

describe('CompareTable', () => {
  let page: string;
  beforeEach(() => {
    page = html(<CompareTable cars={[corolla, cheaper, sold]} remove={() => {}} />);
  });

  it('is a table with a column heading per car (photo, name, Remove) and a row heading per fact', () => {
    expect(page).toContain('<caption id="compare-caption">Comparing 3 cars');
    expect(page.match(/<th scope="col"/g)).toHaveLength(3);
    expect(page).toContain(`href="/cars/${corolla.slug}"`);
    expect(page).toContain('Remove<span class="visually-hidden"> 2021 Toyota Corolla</span>');
    for (const label of ['Price', 'Weekly', 'Year', 'Kms', 'Fuel', 'Transmission', 'Location']) expect(page).toContain(`<th scope="row">${label}`);
  });

  it('marks the rows where the cars differ, in words as well as colour', () => {
    expect(rowOf(page, 'Kms')).toContain('data-differs="true"');
    expect(rowOf(page, 'Kms')).toContain('<span class="compare-table__differs">Differs</span>');
    expect(rowOf(page, 'Price')).toContain('data-differs="true"');
    expect(rowOf(page, 'Year')).toContain('data-differs="false"');
    expect(rowOf(page, 'Year')).not.toContain('Differs<');
  });

  it('shows price and weekly figure as the cards do: no weekly figure for a sold car', () => {
    const weekly = rowOf(page, 'Weekly');
    expect(weekly).toContain('Only $');
    expect(weekly.match(/<td>/g)).toHaveLength(3);
    expect(weekly).toContain('<span class="visually-hidden">Not listed</span>');
    for (const car of [corolla, cheaper]) expect(html(<CarCard car={car} now={now} />)).toContain(weekly.match(/Only \$[\d,]+ \/wk\*/)![0]);
  });
});

describe('ComparePage', () => {
  it('draws on the server for a shared link, signed out, as a heading and a loading note the table replaces', () => {
    const page = renderToString(
      <MemoryRouter initialEntries={['/compare?cars=1,2']}>
        <ComparePage />
      </MemoryRouter>,
    );
    expect(page).toContain('Compare cars</h1>');
    expect(page).toContain('<p role="status">Loading the cars…</p>');
  });
});
