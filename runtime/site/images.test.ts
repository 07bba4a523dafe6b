import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { IMAGE_SIZES } from './constants.ts';
import { imageUrl, notFoundImageUrl } from './images.ts';

const images = (overrides: object = {}) => tenantSchema.shape.images.parse(overrides);

describe('imageUrl', () => {
  it('asks the image host for width 640 and quality 75 by default', () => {
    expect(imageUrl('cars/1/front.jpg', images())).toBe('/media/cars/1/front.jpg?width=640&quality=75');
  });

  it('uses the spec sizes for offers, locations, the promotions slider and maps', () => {
    expect(imageUrl('offers/navara.jpg', images(), IMAGE_SIZES.offer)).toBe('/media/offers/navara.jpg?width=375&quality=75');
    expect(IMAGE_SIZES.offer).toEqual({ width: 375, height: 250 });
    expect(imageUrl('locations/11.jpg', images(), IMAGE_SIZES.location)).toBe('/media/locations/11.jpg?width=534&quality=75');
    expect(IMAGE_SIZES.location.height).toBe(356);
    expect(imageUrl('promos/spring.jpg', images(), IMAGE_SIZES.promotionsSlider)).toBe('/media/promos/spring.jpg?width=1920&quality=75');
    expect(IMAGE_SIZES.promotionsSlider.height).toBe(540);
    expect(imageUrl('maps/11.png', images({ quality: 80 }), IMAGE_SIZES.map)).toBe('/media/maps/11.png?width=600&quality=75');
  });

  it("uses the site's quality and an optional format", () => {
    expect(imageUrl('cars/1.jpg', images({ quality: 80 }), { format: 'webp' })).toBe('/media/cars/1.jpg?width=640&quality=80&format=webp');
  });

  it('puts the width in the path on hosts that take it there', () => {
    expect(imageUrl('cars/1.jpg', images({ host: 'https://img.example.com/', widthInPath: true }), { width: 375 })).toBe(
      'https://img.example.com/375/cars/1.jpg?quality=75',
    );
  });

  it('accepts a source already on the host, and leaves images on other hosts alone', () => {
    expect(imageUrl('/media/cars/1.jpg', images())).toBe('/media/cars/1.jpg?width=640&quality=75');
    expect(imageUrl('https://img.example.com/cars/1.jpg', images({ host: 'https://img.example.com' }))).toBe(
      'https://img.example.com/cars/1.jpg?width=640&quality=75',
    );
    expect(imageUrl('https://cdn.maker.example/navara.png', images())).toBe('https://cdn.maker.example/navara.png');
    expect(imageUrl('/favicon.png', images())).toBe('/favicon.png');
  });

  it('points a missing source at the not-found placeholder', () => {
    expect(imageUrl(null, images())).toBe('/media/placeholders/not-found.svg');
    expect(imageUrl('', images())).toBe(notFoundImageUrl(images()));
  });
});
