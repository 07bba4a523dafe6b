import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { carButtons } from '@dealer/site/availability';
import { SITE } from '@site/site.gen';
import { testCar } from './car.fixture';
import { ShareBar } from './ShareBar';

const car = testCar({ badge: 'SR5' });

describe('share bar', () => {
  const out = renderToString(
    <MemoryRouter>
      <ShareBar car={car} buttons={carButtons(car, SITE.vehicle, { eligibleForReservation: true })} />
    </MemoryRouter>,
  );
  const href = (share: string) => new RegExp(`<a class="share-bar__button" data-share="${share}" href="([^"]+)"`).exec(out)?.[1]?.replace(/&amp;/g, '&');

  it('Share, then e-mail and WhatsApp links carrying the car and its address', () => {
    expect(out).toMatch(/>Share<\/button>/);
    const pageUrl = `${(SITE.url ?? '').replace(/\/+$/, '')}/cars/${car.slug}`;
    const mail = new URL(href('email')!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toContain('Toyota Hilux');
    expect(mail.searchParams.get('body')).toBe(pageUrl);
    const whatsApp = new URL(href('whatsapp')!);
    expect(whatsApp.host).toBe('wa.me');
    expect(whatsApp.searchParams.get('text')).toMatch(new RegExp(`Toyota Hilux.* ${pageUrl.replace(/[.?]/g, '\\$&')}$`));
  });

  it('WhatsApp opens apart from the page', () => {
    expect(out).toMatch(/data-share="whatsapp"[^>]*target="_blank" rel="noopener noreferrer"/);
  });
});
