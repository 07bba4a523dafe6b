import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { carButtons, eligibleForReservation } from '@dealer/site/availability';
import { SITE } from '@site/site.gen';
import { testCar } from './car.fixture';
import { Sidebar } from './Sidebar';

const car = testCar({
  km: 12345,
  simple_transmission: 'Automatic',
  simple_body: 'Ute',
  location: { id: 11, name: 'Harbourside Toyota - Sales', slug: 'harbourside-toyota', distribution_locations: [] },
});

const html = renderToString(
  <MemoryRouter>
    <Sidebar
      car={car}
      buttons={carButtons(car, SITE.vehicle, { eligibleForReservation: eligibleForReservation(car) })}
      phone={null}
      open={() => undefined}
      variant="desktop"
    />
  </MemoryRouter>,
).replace(/<!-- -->/g, '');

describe('the three-icon row (kms, transmission, body)', () => {
  const row = /<ul class="vehicle-sidebar__icons">(.*?)<\/ul>/.exec(html)?.[1] ?? '';
  const items = [...row.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!);

  it('shows an icon beside each fact, with the text as its accessible name', () => {
    expect(items).toHaveLength(3);
    for (const item of items) expect(item).toMatch(/^<svg class="icon spec-icon"[^>]*aria-hidden="true"[^>]*focusable="false"/);
    const text = items.map((item) => item.replace(/<svg.*?<\/svg>/, '').replace(/<[^>]+>/g, ''));
    expect(text).toEqual(['Kms: 12,345 km', 'Transmission: Automatic', 'Body: Ute']);
  });
});
