/**
 * Side views of each kind of vehicle the sample stock sells, drawn in a 600×400 box facing right (the front at the
 * larger x), standing on the ground at y 320. A shape is data: the body's outline, its glass, where its wheels and
 * lights sit, so one drawing routine paints them all and turns them on the spin's turntable.
 */
import type { ItemType } from '../../schema/lists.ts';

/** The shapes drawn; every body a feed writes maps to one of these. */
export const SILHOUETTES = ['sedan', 'hatch', 'wagon', 'suv', 'ute', 'van', 'people-mover', 'coupe', 'convertible', 'caravan', 'motorcycle'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

export interface Shape {
  /** The painted body, one closed path. */
  body: string;
  /** Side windows, dark glass. */
  glass: string;
  /** Door shut lines and the like, stroked in a darker shade of the paint. */
  seams: string;
  /** Wheel centres' distance from the middle (x 300), rear and front, and their radius. */
  wheels: readonly [rear: number, front: number];
  wheelRadius: number;
  /** Head light's and tail light's left edge, and their height. */
  lights: readonly [tail: number, head: number, y: number];
  /** Anything else in fixed colours: roof rails, a folded hood, a drawbar. */
  extras?: string;
  /** Bodywork in white with a stripe of the paint, as caravans are. */
  whiteWithStripe?: string;
}

const SHAPES: Record<Exclude<Silhouette, 'motorcycle'>, Shape> = {
  sedan: {
    body: 'M92 290 L92 252 Q94 226 128 220 L196 212 Q228 176 262 160 Q282 152 316 152 L382 152 Q410 152 432 170 L478 208 L520 216 Q550 224 550 254 L550 290 Z',
    glass: 'M214 210 L262 168 Q274 162 296 162 L330 162 L330 210 Z M342 210 L342 162 L384 162 Q404 162 420 176 L456 210 Z',
    seams: 'M336 214 L336 282 M456 214 L462 282 M214 214 L214 282',
    wheels: [-135, 155],
    wheelRadius: 36,
    lights: [92, 530, 232],
  },
  hatch: {
    body: 'M128 290 L128 238 Q128 200 150 176 Q172 154 212 150 L350 150 Q378 150 400 168 L450 206 L494 214 Q522 222 522 252 L522 290 Z',
    glass: 'M160 204 L172 180 Q186 162 214 160 L262 160 L262 204 Z M274 204 L274 160 L346 160 Q368 160 384 174 L418 204 Z',
    seams: 'M268 208 L268 282 M418 208 L426 282',
    wheels: [-110, 150],
    wheelRadius: 34,
    lights: [130, 502, 222],
  },
  wagon: {
    body: 'M92 290 L92 206 Q94 170 118 160 L150 152 L382 150 Q410 150 432 170 L478 208 L520 216 Q550 224 550 254 L550 290 Z',
    glass:
      'M112 206 L118 176 Q122 164 138 162 L214 162 L214 206 Z M226 206 L226 162 L330 162 L330 206 Z M342 206 L342 162 L384 162 Q404 162 420 176 L456 206 Z',
    seams: 'M220 210 L220 282 M336 210 L336 282 M456 210 L462 282',
    wheels: [-135, 155],
    wheelRadius: 36,
    lights: [92, 530, 226],
  },
  // Shorter and higher than a people mover: a raked tailgate, a tall bonnet, two doors' glass and a small quarter
  // light, big wheels under a cladding line.
  suv: {
    body: 'M118 286 L118 198 Q118 172 132 152 L148 132 Q154 124 170 124 L350 122 Q372 122 386 136 L428 178 L496 188 Q530 196 530 232 L530 286 Z',
    glass:
      'M138 178 L152 148 Q158 136 172 136 L198 136 L198 178 Z M210 178 L210 136 L290 136 L290 178 Z M302 178 L302 136 L350 136 Q366 136 378 148 L406 178 Z',
    seams: 'M204 182 L204 262 M296 182 L296 262 M406 182 L412 262 M118 262 L530 262',
    wheels: [-118, 142],
    wheelRadius: 42,
    lights: [118, 510, 196],
    extras: '<rect x="180" y="114" width="160" height="7" rx="3" fill="#2b2f35"/>',
  },
  ute: {
    body: 'M80 286 L80 200 L298 200 L304 142 Q306 128 320 128 L404 128 Q424 128 438 144 L474 190 L522 198 Q550 206 550 240 L550 286 Z',
    glass: 'M316 190 L320 142 L362 140 L362 190 Z M374 190 L374 140 L402 140 Q418 140 428 152 L458 190 Z',
    seams: 'M298 204 L298 282 M368 194 L368 276 M458 194 L462 276 M80 212 L294 212',
    wheels: [-130, 160],
    wheelRadius: 40,
    lights: [80, 528, 212],
  },
  van: {
    body: 'M80 290 L80 128 Q80 100 110 100 L400 100 Q424 100 440 120 L492 188 L524 196 Q548 204 548 238 L548 290 Z',
    glass: 'M412 180 L412 118 Q426 118 438 134 L474 180 Z',
    seams: 'M404 108 L404 282 M250 108 L250 282 M80 222 L548 222',
    wheels: [-135, 155],
    wheelRadius: 36,
    lights: [80, 528, 206],
  },
  'people-mover': {
    body: 'M88 290 L88 150 Q88 118 120 114 L372 110 Q398 110 418 128 L478 188 L520 196 Q550 204 550 240 L550 290 Z',
    glass:
      'M106 176 L110 134 Q112 126 124 126 L200 124 L200 176 Z M212 176 L212 124 L290 122 L290 176 Z M302 176 L302 122 L366 122 Q388 122 402 138 L440 176 Z',
    seams: 'M296 180 L296 282 M440 180 L448 282 M206 180 L206 282',
    wheels: [-135, 155],
    wheelRadius: 36,
    lights: [88, 530, 210],
  },
  coupe: {
    body: 'M100 290 L100 248 Q104 222 140 214 L210 204 Q250 170 290 160 Q312 156 340 158 L390 164 Q420 170 446 196 L480 210 L520 216 Q550 224 550 254 L550 290 Z',
    glass: 'M230 202 Q262 176 296 168 L334 168 L334 202 Z M346 202 L346 168 L386 172 Q406 178 424 202 Z',
    seams: 'M424 206 L432 282 M230 206 L236 282',
    wheels: [-130, 160],
    wheelRadius: 36,
    lights: [100, 530, 232],
  },
  convertible: {
    body: 'M100 290 L100 242 Q104 220 140 214 L250 210 L400 208 L480 212 L520 216 Q550 224 550 254 L550 290 Z',
    glass: 'M402 208 L360 170 L368 166 L414 208 Z',
    seams: 'M410 214 L418 282 M236 214 L242 282',
    wheels: [-130, 160],
    wheelRadius: 36,
    lights: [100, 530, 232],
    extras:
      '<rect x="262" y="176" width="18" height="34" rx="7" fill="#2b2f35"/><rect x="330" y="176" width="18" height="34" rx="7" fill="#2b2f35"/><path d="M140 214 Q150 192 192 190 L226 192 L232 212 Z" fill="#2b2f35"/>',
  },
  caravan: {
    body: 'M100 288 L100 140 Q100 118 124 118 L456 118 Q480 118 480 140 L480 288 Z',
    glass: 'M150 202 L150 160 Q150 150 160 150 L260 150 Q270 150 270 160 L270 202 Z',
    seams: 'M330 146 L330 270 L392 270 L392 146 Z',
    wheels: [-40, -40],
    wheelRadius: 34,
    lights: [100, 474, 250],
    extras: '<path d="M480 262 L560 290 L480 280 Z" fill="#44494f"/>',
    whiteWithStripe: 'M100 226 L480 226 L480 242 L100 242 Z',
  },
};

/** The drawn shape for a feed's body ("People Mover", "peopleMover", "Cab Chassis", "SUV"…), or the item type's own. */
export function silhouetteOf(body: string | null | undefined, itemType?: ItemType): Silhouette {
  if (itemType === 'caravan') return 'caravan';
  if (itemType === 'motorcycle') return 'motorcycle';
  const key = (body ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (/hatch/.test(key)) return 'hatch';
  if (/wagon|estate/.test(key)) return 'wagon';
  if (/suv|4x4|offroad/.test(key)) return 'suv';
  if (/ute|pickup|cabchassis|lighttruck|truck/.test(key)) return 'ute';
  if (/peoplemover|minivan|mpv|bus/.test(key)) return 'people-mover';
  if (/van/.test(key)) return 'van';
  if (/convertible|cabriolet|roadster|softtop/.test(key)) return 'convertible';
  if (/coupe|hardtop/.test(key)) return 'coupe';
  if (/caravan|motorhome|camper/.test(key)) return 'caravan';
  if (/motorcycle|motorbike|scooter/.test(key)) return 'motorcycle';
  return 'sedan';
}

export function shapeOf(silhouette: Exclude<Silhouette, 'motorcycle'>): Shape {
  return SHAPES[silhouette];
}
