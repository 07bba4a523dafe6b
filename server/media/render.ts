/**
 * Sample media drawn as SVG, so demo sites have photos, 36-frame spins, interiors, logos and badges
 * without any image files. Pure and deterministic: the same inputs give the same bytes.
 */
import type { ItemType } from '../../schema/lists.ts';
import { readableTextOn } from '../../runtime/site/contrast.ts';
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
  /** A caravan's photos show a caravan; anything else is drawn as a car. */
  itemType?: ItemType;
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

/**
 * The car on a turntable at `angle` degrees. A side profile is squeezed by cos(angle) and mirrored
 * past 90 degrees, with head and tail lights swapping sides, so stepping through the frames reads
 * as the car turning.
 */
function turningCar(angle: number, paint: string): string {
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const squeeze = turnSqueeze(cos);
  const nearSide = Math.sin(radians) >= 0 ? 1 : -1;
  const front = cos >= 0 ? 1 : -1;
  const lightX = 300 + front * 200 * Math.abs(squeeze);
  const tailX = 300 - front * 200 * Math.abs(squeeze);
  return [
    `<ellipse cx="300" cy="318" rx="250" ry="34" fill="#000" opacity="0.18"/>`,
    `<g transform="translate(300 0) scale(${round(squeeze)} 1) translate(-300 0)">`,
    `<path d="M95 285 L95 240 Q100 215 140 210 L205 205 L255 160 Q270 148 300 148 L395 148 Q420 148 440 165 L480 205 L515 212 Q545 220 545 250 L545 285 Z" fill="${paint}" stroke="${shade(paint, -0.45)}" stroke-width="3"/>`,
    `<path d="M222 205 L265 166 Q275 158 295 158 L330 158 L330 205 Z M342 205 L342 158 L390 158 Q410 158 425 172 L455 205 Z" fill="#2c3a47" opacity="0.85"/>`,
    `<rect x="110" y="238" width="420" height="8" fill="${shade(paint, 0.35)}" opacity="0.6"/>`,
    `</g>`,
    `<circle cx="${round(300 - 150 * squeeze)}" cy="285" r="${nearSide > 0 ? 36 : 33}" fill="#222"/><circle cx="${round(300 - 150 * squeeze)}" cy="285" r="16" fill="#aaa"/>`,
    `<circle cx="${round(300 + 150 * squeeze)}" cy="285" r="${nearSide > 0 ? 36 : 33}" fill="#222"/><circle cx="${round(300 + 150 * squeeze)}" cy="285" r="16" fill="#aaa"/>`,
    `<rect x="${round(lightX - 12)}" y="222" width="24" height="12" rx="4" fill="#fff6c2"/>`,
    `<rect x="${round(tailX - 10)}" y="222" width="20" height="12" rx="4" fill="#d0202a"/>`,
  ].join('');
}

/** A single-axle caravan with its drawbar, turned like the car: white walls with a stripe in its colour, as most are. */
function turningCaravan(angle: number, paint: string): string {
  const squeeze = turnSqueeze(Math.cos((angle * Math.PI) / 180));
  return [
    `<ellipse cx="300" cy="318" rx="250" ry="34" fill="#000" opacity="0.18"/>`,
    `<g transform="translate(300 0) scale(${round(squeeze)} 1) translate(-300 0)">`,
    `<path d="M480 262 L560 292 L480 282 Z" fill="#44494f"/>`,
    `<rect x="100" y="118" width="380" height="170" rx="22" fill="#f4f4f1" stroke="#8d949b" stroke-width="3"/>`,
    `<rect x="100" y="226" width="380" height="16" fill="${paint}"/>`,
    `<rect x="150" y="150" width="120" height="52" rx="10" fill="#2c3a47" opacity="0.85"/>`,
    `<rect x="330" y="146" width="62" height="124" rx="8" fill="${shade('#f4f4f1', -0.12)}" stroke="#8d949b" stroke-width="2"/>`,
    `</g>`,
    `<circle cx="${round(300 - 40 * squeeze)}" cy="290" r="34" fill="#222"/><circle cx="${round(300 - 40 * squeeze)}" cy="290" r="15" fill="#aaa"/>`,
  ].join('');
}

function backdrop(seed: number): string {
  const hue = (seed * 47) % 360;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 35% 92%)"/><stop offset="1" stop-color="hsl(${hue} 20% 78%)"/></linearGradient></defs><rect width="600" height="400" fill="url(#sky)"/><rect y="300" width="600" height="100" fill="#9aa0a6" opacity="0.35"/>`;
}

function interior(paint: string, title: string): string {
  return [
    `<rect width="600" height="400" fill="#26282c"/>`,
    `<path d="M0 170 Q300 110 600 170 L600 400 L0 400 Z" fill="#3a3d42"/>`,
    `<rect x="250" y="150" width="150" height="90" rx="8" fill="#0e1624" stroke="${paint}" stroke-width="3"/>`,
    caption(title, 200, 14, '#dfe7f2'),
    `<circle cx="160" cy="280" r="85" fill="none" stroke="#111" stroke-width="22"/><circle cx="160" cy="280" r="20" fill="${paint}"/>`,
    `<path d="M75 280 L245 280 M160 280 L160 365" stroke="#111" stroke-width="16"/>`,
    `<rect x="430" y="250" width="120" height="150" rx="20" fill="${shade(paint, -0.5)}"/>`,
  ].join('');
}

/** A deterministic SVG for one piece of sample media; `width` sets the pixel size at a 3:2 ratio. */
export function renderCarSvg(options: CarSvgOptions): string {
  const { kind, width, carId = 0, frame: step = 0, make, model } = options;
  const height = Math.round((width * 2) / 3);
  const paint = colourHex(options.colour);
  const title = `${make} ${model}`.trim();
  switch (kind) {
    case 'spin':
      return frame(width, height, backdrop(carId) + turningCar((step % SPIN_FRAMES) * (360 / SPIN_FRAMES), paint) + caption(title, 60, 28, '#1b1f24'));
    case 'photo':
      // Each photo is a different angle, so a gallery does not show the same picture twice in a row.
      return frame(
        width,
        height,
        backdrop(carId + step) + (options.itemType === 'caravan' ? turningCaravan : turningCar)((step * 50) % 360, paint) + caption(title, 60, 28, '#1b1f24'),
      );
    case 'interior':
      return frame(width, height, interior(paint, title));
    case 'logo':
      // A long dealer name shrinks to fit the 600-wide logo instead of running off both sides (glyphs ~0.62 em wide).
      return frame(
        width,
        height,
        `<rect width="600" height="400" rx="24" fill="${paint}"/>${caption(make.toUpperCase(), 225, Math.min(64, Math.floor(540 / (0.62 * Math.max(1, make.length)))), readableTextOn(paint))}`,
      );
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
