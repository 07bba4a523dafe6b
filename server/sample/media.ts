/**
 * Photos, spin frames, interior view and hotspots for a sample car. Every image points at
 * the server's generated images, so demos work offline and the spinner has all 36 frames to load.
 */
import type { Car, CarHotspot } from '../../schema/car.ts';
import type { ItemType } from '../../schema/lists.ts';
import { carPhotoPath, carThumbPath, interiorPath, SPIN_FRAMES, spinFramePath } from '../media/paths.ts';
import type { Random } from './random.ts';

export type CarMedia = Pick<
  Car,
  | 'images'
  | 'thumbnails'
  | 'primary_image_url'
  | 'photos_count'
  | 'spin_images'
  | 'spin_code'
  | 'spin_interior_image'
  | 'hotspots'
  | 'video_url'
  | 'external_video_url'
>;

const YOUTUBE_ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const EXTERIOR_HOTSPOTS = ['LED headlights', 'Alloy wheels', 'Tow bar fitted', 'Roof rails', 'Power tailgate', 'Panoramic sunroof'];
const INTERIOR_HOTSPOTS = ['Touchscreen with Apple CarPlay', 'Leather-accented seats', 'Digital instrument cluster', 'Wireless phone charger'];

function exteriorHotspot(random: Random, description: string, hotspotId: number): CarHotspot {
  const centre = random.int(0, SPIN_FRAMES - 1);
  const anchors = [-2, -1, 0, 1, 2].map((offset) => (centre + offset + SPIN_FRAMES) % SPIN_FRAMES);
  const x = random.int(20, 80);
  const y = random.int(30, 70);
  return {
    description,
    anchors,
    // The spot drifts across the body as the car turns, as it would on a real spin.
    positions: anchors.map((activeAngle, i) => ({ hotspotId, activeAngle, posX: Math.min(100, Math.max(0, x + (i - 2) * 6)), posY: y })),
  };
}

function hotspots(random: Random): NonNullable<Car['hotspots']> {
  const exterior = random.sample(EXTERIOR_HOTSPOTS, random.int(2, 3)).map((d, i) => exteriorHotspot(random, d, i + 1));
  const interior = random.sample(INTERIOR_HOTSPOTS, random.int(1, 2)).map((description, i) => ({
    description,
    anchors: [0],
    positions: [{ hotspotId: exterior.length + i + 1, activeAngle: 0, posX: random.int(25, 75), posY: random.int(35, 75) }],
  }));
  return { exterior, interior };
}

/**
 * Sample cars have no videos: a made-up YouTube id plays as "Video unavailable", and the server has no video files
 * to serve. The draws a video once took are still made, so every other field of every sample car stays as it was.
 */
function drawNoVideo(random: Random, chance: number, twice = false): null {
  if (random.chance(chance) && (!twice || random.chance(0.5))) random.chars(YOUTUBE_ID, 11);
  return null;
}

/** A caravan gets its photos (drawn as a caravan by the media routes) but no car's spin, hotspots or cabin. */
export function carMedia(random: Random, carId: number, itemType: ItemType): CarMedia {
  const photos = random.int(8, 20);
  const numbers = Array.from({ length: photos }, (_, i) => i + 1);
  drawNoVideo(random, 0.15, true);
  const thumbnails = numbers.map((n) => carThumbPath(carId, n));
  const images: Car['images'] = numbers.map((n, i) => ({ image: { url: carPhotoPath(carId, n), thumb: { url: thumbnails[i] as string } } }));
  const drawnSpin = random.chance(0.35);
  const drawnInterior = drawnSpin || random.chance(0.3);
  const drawnHotspots = drawnSpin ? hotspots(random) : null;
  const vehicle = itemType !== 'caravan';
  const spin = drawnSpin && vehicle;
  return {
    images,
    thumbnails,
    primary_image_url: images[0] && 'image' in images[0] ? images[0].image.url : null,
    photos_count: photos,
    spin_images: spin ? Array.from({ length: SPIN_FRAMES }, (_, frame) => spinFramePath(carId, frame)) : [],
    spin_code: spin ? `SPN${carId}` : null,
    spin_interior_image: drawnInterior && vehicle ? interiorPath(carId) : null,
    hotspots: vehicle ? drawnHotspots : null,
    video_url: null,
    external_video_url: drawNoVideo(random, 0.1),
  };
}
