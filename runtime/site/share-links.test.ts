import { describe, expect, it } from 'vitest';
import { emailShareUrl, whatsAppShareUrl } from './share-links.ts';

describe('share links', () => {
  const page = 'https://harbourside.example/cars/2022-toyota-hilux-sr5?from=share&x=1';

  it('e-mail: the car as the subject, the page address as the body, both encoded', () => {
    expect(emailShareUrl('2022 Toyota Hilux SR5 & Co', page)).toBe(
      'mailto:?subject=2022%20Toyota%20Hilux%20SR5%20%26%20Co&body=https%3A%2F%2Fharbourside.example%2Fcars%2F2022-toyota-hilux-sr5%3Ffrom%3Dshare%26x%3D1',
    );
  });

  it('WhatsApp: wa.me with the car and the address as one message', () => {
    const url = new URL(whatsAppShareUrl('2022 Toyota Hilux SR5', page));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`2022 Toyota Hilux SR5 ${page}`);
  });
});
