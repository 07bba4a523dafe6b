/**
 * Sample media drawn as SVG, so demo sites have photos, 36-frame spins, interiors, logos and badges
 * without any image files. Pure and deterministic: the same inputs give the same bytes.
 */
import type { HeroScene, ItemType } from '../../schema/lists.ts';
import { readableTextOn } from '../../runtime/site/contrast.ts';
import { shapeOf, silhouetteOf, type Silhouette } from './bodies.ts';
import { SPIN_FRAMES } from './paths.ts';

export type MediaKind = 'photo' | 'spin' | 'interior' | 'logo' | 'badge';

export interface CarSvgOptions {
  kind: MediaKind;
  width: number;
  /** Car id; varies the backdrop. */
  carId?: number;
  /** Spin frame 0-35, or the photo number. */
  frame?: number;
  make: string;
  model: string;
  /** A colour name as feeds write it ("Soul Red Crystal") or a hex colour. */
  colour: string;
  /** A caravan's or motorcycle's photos show one; a car is drawn as its body. */
  itemType?: ItemType;
  /** The body as the feed writes it ("SUV", "People Mover"…); a car without one is drawn as a sedan. */
  body?: string;
}

/** Base colour words feeds use, checked in order, so "Crystal White Pearl" is white and "Deep Blue Pearl" blue. */
const PALETTE: readonly (readonly [string, string])[] = [
  ['white', '#f1f1ee'],
  ['silver', '#b9bec4'],
  ['grey', '#6b7177'],
  ['gray', '#6b7177'],
  ['black', '#1c1e21'],
  ['blue', '#1f4f9c'],
  ['red', '#b3122e'],
  ['green', '#4d6b48'],
  ['orange', '#e0701f'],
  ['yellow', '#e8c21a'],
  ['bronze', '#8c6239'],
  ['brown', '#6b4a2e'],
  ['gold', '#c9a43b'],
  ['beige', '#d8c9a8'],
  ['purple', '#5b3a7a'],
];
const FALLBACK_COLOUR = '#3d6e8f';

export function colourHex(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  const lower = colour.toLowerCase();
  return PALETTE.find(([word]) => lower.includes(word))?.[1] ?? FALLBACK_COLOUR;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/** A darker or lighter shade of a hex colour, for panels and highlights. */
function shade(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(factor < 0 ? c * (1 + factor) : c + (255 - c) * factor));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const round = (n: number): number => Math.round(n * 10) / 10;

function frame(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 400" role="img">${body}</svg>`;
}

function caption(text: string, y: number, size: number, fill: string): string {
  return `<text x="300" y="${y}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}">${escapeXml(text)}</text>`;
}

/** How wide a side profile looks at an angle with cosine `cos`, negative when mirrored. Seen end-on a vehicle is still as wide as its track, not a sliver. */
const turnSqueeze = (cos: number): number => Math.sign(cos || 1) * (0.32 + 0.68 * Math.abs(cos));

/** Paint catches the light on top and falls into shadow low down; glass reflects the sky. */
function finishes(paint: string, tag: string): string {
  return (
    `<linearGradient id="paint${tag}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.28)}"/><stop offset="0.55" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.35)}"/></linearGradient>` +
    `<linearGradient id="glass${tag}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d7185"/><stop offset="0.6" stop-color="#25313d"/><stop offset="1" stop-color="#1a222b"/></linearGradient>`
  );
}

function wheel(cx: number, radius: number): string {
  return `<circle cx="${cx}" cy="${320 - radius}" r="${radius}" fill="#1d1f22"/><circle cx="${cx}" cy="${320 - radius}" r="${round(radius * 0.6)}" fill="#c3c8ce" stroke="#8a9097" stroke-width="3"/><circle cx="${cx}" cy="${320 - radius}" r="${round(radius * 0.2)}" fill="#5a6068"/>`;
}

/**
 * The vehicle on a turntable at `angle` degrees. Its side view is squeezed by cos(angle) and mirrored past 90
 * degrees, lights and all, so stepping through the frames reads as it turning.
 */
function turningVehicle(silhouette: Silhouette, angle: number, paint: string, tag = ''): string {
  const radians = (angle * Math.PI) / 180;
  const squeeze = turnSqueeze(Math.cos(radians));
  // The shadow falls toward the side turned away from the light, so a frame and its mirror image differ, as on a real turntable.
  const shadowX = round(300 + 24 * Math.sin(radians));
  if (silhouette === 'motorcycle') return motorcycle(squeeze, paint, tag, shadowX);
  const shape = shapeOf(silhouette);
  const [tail, head, lightY] = shape.lights;
  const painted = shape.whiteWithStripe
    ? `<path d="${shape.body}" fill="#f4f4f1" stroke="#8d949b" stroke-width="3"/><path d="${shape.whiteWithStripe}" fill="${paint}"/>`
    : `<path d="${shape.body}" fill="url(#paint${tag})" stroke="${shade(paint, -0.45)}" stroke-width="3"/>`;
  const centres = [...new Set(shape.wheels)].map((offset) => 300 + offset);
  return [
    `<defs>${finishes(paint, tag)}</defs>`,
    `<ellipse cx="${shadowX}" cy="322" rx="${round(240 * Math.abs(squeeze) + 30)}" ry="16" fill="#000" opacity="0.22"/>`,
    `<g transform="translate(300 0) scale(${round(squeeze)} 1) translate(-300 0)">`,
    shape.extras ?? '',
    painted,
    `<path d="${shape.glass}" fill="url(#glass${tag})"/>`,
    `<path d="${shape.seams}" fill="none" stroke="${shade(shape.whiteWithStripe ? '#f4f4f1' : paint, -0.3)}" stroke-width="2"/>`,
    // Wheel arches: half discs cut up into the sill, the wheels tucked inside them.
    ...centres.map((x) => {
      const arch = shape.wheelRadius + 10;
      return `<path d="M${x - arch} 290 A${arch} ${arch} 0 0 1 ${x + arch} 290 Z" fill="#15171a"/>`;
    }),
    ...centres.map((x) => wheel(x, shape.wheelRadius)),
    `<rect x="${head}" y="${lightY}" width="20" height="11" rx="4" fill="#fff6c2"/>`,
    `<rect x="${tail}" y="${lightY}" width="${shape.whiteWithStripe ? 10 : 14}" height="11" rx="3" fill="#d0202a"/>`,
    `</g>`,
  ].join('');
}

/** A road bike: two wheels, the tank in the paint, seat and bars. */
function motorcycle(squeeze: number, paint: string, tag: string, shadowX: number): string {
  return [
    `<defs>${finishes(paint, tag)}</defs>`,
    `<ellipse cx="${shadowX}" cy="322" rx="${round(170 * Math.abs(squeeze) + 30)}" ry="12" fill="#000" opacity="0.22"/>`,
    `<g transform="translate(300 0) scale(${round(squeeze)} 1) translate(-300 0)">`,
    `<path d="M190 262 L262 206 L372 206 L420 262" fill="none" stroke="#3a3f45" stroke-width="12" stroke-linejoin="round"/>`,
    `<path d="M276 204 Q300 168 350 172 Q384 176 392 204 Z" fill="url(#paint${tag})" stroke="${shade(paint, -0.45)}" stroke-width="3"/>`,
    `<path d="M214 196 L280 200 L276 212 L210 210 Z" fill="#1d1f22"/>`,
    `<path d="M392 204 L412 150 L440 146" fill="none" stroke="#2b2f35" stroke-width="8" stroke-linecap="round"/>`,
    `<rect x="414" y="176" width="16" height="12" rx="4" fill="#fff6c2"/>`,
    wheel(190, 58),
    wheel(420, 58),
    `</g>`,
  ].join('');
}

/** A studio: a soft wall washed in a colour varied by `seed`, and a floor the vehicle stands on. */
function backdrop(seed: number): string {
  const hue = (seed * 47) % 360;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 30% 95%)"/><stop offset="1" stop-color="hsl(${hue} 18% 82%)"/></linearGradient><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 8% 74%)"/><stop offset="1" stop-color="hsl(${hue} 6% 88%)"/></linearGradient></defs><rect width="600" height="400" fill="url(#sky)"/><rect y="300" width="600" height="100" fill="url(#floor)"/>`;
}

/** A dashboard: the wheel, the screen lit in the paint's shade, the console. */
function interior(paint: string): string {
  return [
    `<rect width="600" height="400" fill="#26282c"/>`,
    `<path d="M0 170 Q300 110 600 170 L600 400 L0 400 Z" fill="#3a3d42"/>`,
    `<rect x="250" y="150" width="150" height="90" rx="8" fill="#0e1624" stroke="${paint}" stroke-width="3"/>`,
    `<rect x="264" y="164" width="56" height="62" rx="4" fill="${shade(paint, 0.2)}" opacity="0.55"/><rect x="330" y="164" width="56" height="28" rx="4" fill="#2f4052"/><rect x="330" y="198" width="56" height="28" rx="4" fill="#2f4052"/>`,
    `<circle cx="160" cy="280" r="85" fill="none" stroke="#111" stroke-width="22"/><circle cx="160" cy="280" r="20" fill="${paint}"/>`,
    `<path d="M75 280 L245 280 M160 280 L160 365" stroke="#111" stroke-width="16"/>`,
    `<rect x="430" y="250" width="120" height="150" rx="20" fill="${shade(paint, -0.5)}"/>`,
  ].join('');
}

/** Glyphs of the bold sans wordmark average about 0.62 em wide. */
const GLYPH_EM = 0.62;
const LOGO_PAD = 40;

/**
 * A dealer's wordmark on its paint, as wide as its name needs: a long name of several words stacks its first word over
 * the rest, so the logo stays near 3.5:1 and reads in a header's logo slot instead of shrinking to a line.
 */
function logo(width: number, name: string, paint: string): string {
  const words = name.toUpperCase().split(/\s+/).filter(Boolean);
  const lines = name.length > 12 && words.length > 1 ? [words[0]!, words.slice(1).join(' ')] : [words.join(' ')];
  const sizes = [64, 36];
  const boxWidth = Math.ceil(Math.max(...lines.map((line, i) => line.length * GLYPH_EM * sizes[i]!)) + 2 * LOGO_PAD);
  const boxHeight = lines.length === 1 ? 120 : 160;
  const ink = readableTextOn(paint);
  const text = lines
    .map(
      (line, i) =>
        // textLength holds each line to the width it was given, whatever the viewer's font: a wide one cannot overrun the box.
        `<text x="${boxWidth / 2}" y="${i === 0 ? (lines.length === 1 ? 82 : 84) : 130}" font-family="system-ui,sans-serif" font-size="${sizes[i]}" font-weight="700" text-anchor="middle" textLength="${Math.round(line.length * GLYPH_EM * sizes[i]!)}" lengthAdjust="spacingAndGlyphs" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * boxHeight) / boxWidth)}" viewBox="0 0 ${boxWidth} ${boxHeight}" role="img"><rect width="${boxWidth}" height="${boxHeight}" rx="16" fill="${paint}"/>${text}</svg>`;
}

/** Gallery photos step round the vehicle, starting with its full side, so a gallery never shows one view twice in a row. */
const PHOTO_ANGLES = [0, 180, 25, 335, 155, 205, 50, 310] as const;

/**
 * A deterministic SVG for one piece of sample media; `width` sets the pixel size, at 3:2 but for a logo. Photos carry
 * no text: a card's badges and a page's headings say what the car is.
 */
export function renderCarSvg(options: CarSvgOptions): string {
  const { kind, width, carId = 0, frame: step = 0, make, model } = options;
  const height = Math.round((width * 2) / 3);
  const paint = colourHex(options.colour);
  const silhouette = silhouetteOf(options.body, options.itemType);
  switch (kind) {
    case 'spin':
      return frame(width, height, backdrop(carId) + turningVehicle(silhouette, (step % SPIN_FRAMES) * (360 / SPIN_FRAMES), paint));
    case 'photo':
      return frame(width, height, backdrop(carId + step) + turningVehicle(silhouette, PHOTO_ANGLES[Math.max(0, step - 1) % PHOTO_ANGLES.length]!, paint));
    case 'interior':
      return frame(width, height, interior(paint));
    case 'logo':
      return logo(width, make, paint);
    case 'badge': {
      // A wordmark and its paint: black or white, whichever meets AA (white on a white or gold badge did not).
      const ink = readableTextOn(paint);
      return frame(
        width,
        height,
        `<circle cx="300" cy="200" r="180" fill="${paint}" stroke="${shade(paint, -0.4)}" stroke-width="14"/>${caption(make.toUpperCase(), 190, 44, ink)}${caption(model, 245, 30, ink)}`,
      );
    }
  }
}

/** One vehicle of a body on the studio floor, side on, for a model tile or a hero. */
export function renderBodySvg(width: number, silhouette: Silhouette, colour: string, seed: number): string {
  return frame(width, Math.round((width * 2) / 3), backdrop(seed) + turningVehicle(silhouette, 0, colourHex(colour)));
}

const LINE_UP: readonly { silhouette: Silhouette; colour: string; x: number; scale: number }[] = [
  { silhouette: 'ute', colour: 'White', x: 720, scale: 0.78 },
  { silhouette: 'suv', colour: 'Silver', x: 1140, scale: 0.86 },
  { silhouette: 'hatch', colour: 'Red', x: 1550, scale: 0.78 },
];

/**
 * A wide 3:1 hero picture with no text: a line-up of three bodies across a showroom for a group, or one car in a
 * spotlight for a single make. Vehicles stand right of centre, leaving the left third for the hero's words.
 */
export function renderHeroSvg(width: number, scene: HeroScene): string {
  const height = Math.round(width / 3);
  const cars =
    scene === 'line-up'
      ? LINE_UP.map(
          (car, i) =>
            `<g transform="translate(${car.x} ${560 - 320 * car.scale}) scale(${car.scale}) translate(-300 0)">${turningVehicle(car.silhouette, 0, colourHex(car.colour), String(i))}</g>`,
        ).join('')
      : `<ellipse cx="1200" cy="470" rx="420" ry="60" fill="#fff" opacity="0.18"/><g transform="translate(1200 150) scale(1.25) translate(-300 0)">${turningVehicle('suv', 335, colourHex('Silver'), '0')}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1800 600" preserveAspectRatio="xMidYMid slice" role="img"><defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b4450"/><stop offset="1" stop-color="#1d2228"/></linearGradient><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d6670"/><stop offset="1" stop-color="#2a3037"/></linearGradient><radialGradient id="light" cx="0.62" cy="0.35" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="1800" height="600" fill="url(#wall)"/><rect y="440" width="1800" height="160" fill="url(#ground)"/><rect width="1800" height="600" fill="url(#light)"/>${cars}</svg>`;
}
