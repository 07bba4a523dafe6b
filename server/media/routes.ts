/**
 * Serves the generated sample media under /media: car photos, spin frames, interiors, logos,
 * badges and history reports, sized by `?w=` and with `?q=` accepted as image hosts do. Bad input gets a 400 naming
 * the problem; the images never change, so they are cached for a year. Only the widths the site asks
 * for are drawn: any width up to 4000 px let anyone keep the drawing threads busy for a second an image.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { IMAGE_DEFAULT_WIDTH } from '../../runtime/site/constants.ts';
import { CAR_CARD_WIDTHS } from '../../runtime/site/images.ts';
import { IMAGE_DEFAULT_QUALITY } from '../../schema/constants.ts';
import { BODY_TYPES, HERO_SCENES, type ItemType } from '../../schema/lists.ts';
import { sampleHistoryReportPdf } from '../pdf/history-report.ts';
import { slugify } from '../../runtime/site/slug.ts';
import { CAR_MAKES, COLOURS } from '../sample/catalogue.ts';
import { silhouetteOf } from './bodies.ts';
import { SPIN_FRAMES, THUMBNAIL_WIDTH } from './paths.ts';
import { createRasterizer, type Rasterizer } from './raster.ts';
import { renderBodySvg, renderCarSvg, renderHeroSvg } from './render.ts';
import type { MediaKind } from './render.ts';

export interface CarLook {
  make: string;
  model: string;
  colour: string;
  itemType?: ItemType;
  /** The body as the stock writes it, which the photos draw. */
  body?: string;
}

export interface MediaPluginOptions {
  /** Make, model and colour of a car by id; unknown ids fall back to a look derived from the id. */
  lookup?: (id: number) => Promise<CarLook | undefined>;
  /** Draws the PNGs; by default one of the plugin's own, closed with the app. */
  raster?: Rasterizer;
}

/** The sample stock's thumbnails and the card srcset's widths, which include the default. */
export const MEDIA_WIDTHS: readonly number[] = [THUMBNAIL_WIDTH, ...CAR_CARD_WIDTHS];
export const MEDIA_MAX_PHOTOS = 100;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A VIN: 17 letters and digits, never I, O or Q. */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const placeholder = (width: number, height: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}"><rect width="${width}" height="${height}" fill="#eef1f4"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${Math.round(height / 8)}" fill="#7a8794">${label}</text></svg>`;
const PLACEHOLDERS: Record<string, string> = { 'not-found.svg': placeholder(600, 400, 'Image not available'), 'brand.svg': placeholder(120, 80, 'Brand') };

/** The same id always gets the same make, model and colour, so a car's photos and spin agree. */
export function derivedLook(id: number): CarLook {
  const make = CAR_MAKES[id % CAR_MAKES.length] as (typeof CAR_MAKES)[number];
  const model = make.models[Math.floor(id / CAR_MAKES.length) % make.models.length];
  const colour = COLOURS[(id * 7) % COLOURS.length]?.[0] ?? 'White';
  return { make: make.make, model: model?.model ?? '', colour, ...(model ? { body: model.body } : {}) };
}

/** Paints that look well on a tile or a wordmark; a name always gets the same one, and a range of models a mix. */
const NAME_PAINTS = ['Deep Blue Pearl', 'Soul Red Crystal', 'Silver Metallic', 'Glacier White', 'Graphite Grey', 'Racing Green', 'Sunset Orange'];
const nameColour = (name: string): string => NAME_PAINTS[[...name].reduce((sum, ch, i) => sum + ch.charCodeAt(0) * (i + 1), 0) % NAME_PAINTS.length]!;

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A whole number from a path or query value, or the reason it is not acceptable. */
function wholeNumber(name: string, value: string | undefined, min: number, max: number): number | string {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    return `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value ?? '')}`;
  }
  return Number(value);
}

/** Each image is drawn as SVG, and served as that or as a PNG of it. */
const FORMATS = /\.(svg|png)$/;
/** "12.svg" → "12"; anything without a known ending is left as is, to fail its own check. */
const stem = (file: string): string => file.replace(FORMATS, '');
const formatOf = (file: string): 'svg' | 'png' => (file.endsWith('.png') ? 'png' : 'svg');

type Query = { w?: string; q?: string; body?: string };

/** The width asked for, or why it is not one the server draws. */
function mediaWidth(query: Query): number | string {
  const w = query.w ?? String(IMAGE_DEFAULT_WIDTH);
  return MEDIA_WIDTHS.find((allowed) => String(allowed) === w) ?? `w must be one of ${MEDIA_WIDTHS.join(', ')}, got ${JSON.stringify(w)}`;
}

/** A hero is drawn once, as SVG, at the width the hero block shows it (it scales without loss). */
const HERO_WIDTH = 1800;

interface Render {
  kind: MediaKind;
  format: 'svg' | 'png';
  issues: string[];
  carId?: number;
  frame?: number;
  make?: string;
  model?: string;
  colour?: string;
}

export const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, options) => {
  const lookup = async (id: number): Promise<CarLook> => (await options.lookup?.(id)) ?? derivedLook(id);
  const raster = options.raster ?? createRasterizer();
  if (!options.raster) app.addHook('onClose', () => raster.close());

  const sendSvg = async (reply: FastifyReply, svg: string, format: 'svg' | 'png', width: number) => {
    reply.header('cache-control', CACHE_CONTROL);
    if (format === 'png') return reply.header('content-type', 'image/png').send(await raster.png(svg, width));
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
  };

  const send = async (reply: FastifyReply, query: Query, render: Render) => {
    const width = mediaWidth(query);
    const quality = wholeNumber('q', query.q ?? String(IMAGE_DEFAULT_QUALITY), 1, 100);
    const issues = [...render.issues, ...[width, quality].filter((v): v is string => typeof v === 'string')];
    if (issues.length > 0 || typeof width !== 'number') {
      return reply.code(400).send({ error: 'Bad media request', issues });
    }
    const look = render.carId === undefined ? { make: render.make ?? '', model: render.model ?? '', colour: render.colour ?? '' } : await lookup(render.carId);
    const svg = renderCarSvg({ kind: render.kind, width, ...(render.carId === undefined ? {} : { carId: render.carId }), frame: render.frame ?? 0, ...look });
    return sendSvg(reply, svg, render.format, width);
  };

  /** Checks a car id and an optional numbered file, collecting every problem. */
  const carRender = (kind: MediaKind, id: string, file?: { name: string; value: string; min: number; max: number }): Render => {
    const carId = wholeNumber('car id', id, 1, Number.MAX_SAFE_INTEGER);
    const frame = file ? wholeNumber(file.name, stem(file.value), file.min, file.max) : 0;
    const issues = [carId, frame].filter((v): v is string => typeof v === 'string');
    if (file && !FORMATS.test(file.value)) issues.push(`${file.name} must end in .svg or .png`);
    const format = formatOf(file?.value ?? '');
    return typeof carId === 'number' && typeof frame === 'number' && issues.length === 0 ? { kind, format, issues, carId, frame } : { kind, format, issues };
  };

  const namedRender = (kind: 'logo' | 'badge', file: string): Render => {
    const name = stem(file);
    const format = formatOf(file);
    if (!FORMATS.test(file) || !SLUG.test(name)) {
      return {
        kind,
        format,
        issues: [`${kind} name must be lowercase words joined by hyphens and end in .svg or .png, like "toyota.svg", got ${JSON.stringify(file)}`],
      };
    }
    const [first = '', ...rest] = titleCase(name).split(' ');
    const hue = nameColour(name);
    return kind === 'logo'
      ? { kind, format, issues: [], make: titleCase(name), model: '', colour: hue }
      : { kind, format, issues: [], make: first, model: rest.join(' '), colour: hue };
  };

  app.get<{ Params: { id: string; file: string }; Querystring: Query }>('/media/car/:id/:file', async (req, reply) =>
    send(reply, req.query, carRender('photo', req.params.id, { name: 'photo number', value: req.params.file, min: 1, max: MEDIA_MAX_PHOTOS })),
  );
  app.get<{ Params: { id: string; file: string }; Querystring: Query }>('/media/spin/:id/:file', async (req, reply) =>
    send(reply, req.query, carRender('spin', req.params.id, { name: 'spin frame', value: req.params.file, min: 0, max: SPIN_FRAMES - 1 })),
  );
  app.get<{ Params: { file: string }; Querystring: Query }>('/media/interior/:file', async (req, reply) => {
    const render = { ...carRender('interior', stem(req.params.file)), format: formatOf(req.params.file) };
    if (!FORMATS.test(req.params.file)) render.issues.push('interior image must end in .svg or .png');
    return send(reply, req.query, render);
  });
  app.get<{ Params: { file: string }; Querystring: Query }>('/media/logo/:file', async (req, reply) =>
    send(reply, req.query, namedRender('logo', req.params.file)),
  );
  app.get<{ Params: { file: string }; Querystring: Query }>('/media/badge/:file', async (req, reply) =>
    send(reply, req.query, namedRender('badge', req.params.file)),
  );
  // A model's tile on a home page, side on: the body the site names for it (?body=), else the sample stock's body for
  // that make and model; an unknown model is a sedan.
  app.get<{ Params: { make: string; file: string }; Querystring: Query }>('/media/model/:make/:file', async (req, reply) => {
    const name = stem(req.params.file);
    const width = mediaWidth(req.query);
    const { body } = req.query;
    const issues = [...(typeof width === 'string' ? [width] : [])];
    if (body !== undefined && !(BODY_TYPES as readonly string[]).includes(body))
      issues.push(`body must be one of ${BODY_TYPES.join(', ')}, got ${JSON.stringify(body)}`);
    if (!SLUG.test(req.params.make) || !SLUG.test(name) || !FORMATS.test(req.params.file))
      issues.push(
        `model must be a make and model slug ending in .svg or .png, like "kia/sportage.svg", got ${JSON.stringify(`${req.params.make}/${req.params.file}`)}`,
      );
    if (issues.length > 0 || typeof width !== 'number') return reply.code(400).send({ error: 'Bad media request', issues });
    const spec = CAR_MAKES.find((make) => make.slug === req.params.make)?.models.find((model) => slugify(model.model) === name);
    return sendSvg(reply, renderBodySvg(width, silhouetteOf(body ?? spec?.body), nameColour(name), name.length), formatOf(req.params.file), width);
  });
  // A home page's hero picture when the site has no photo of its own.
  app.get<{ Params: { file: string }; Querystring: Query }>('/media/hero/:file', async (req, reply) => {
    const scene = HERO_SCENES.find((known) => `${known}.svg` === req.params.file);
    if (!scene)
      return reply.code(400).send({ error: 'Bad media request', issues: [`hero must be one of ${HERO_SCENES.map((known) => `${known}.svg`).join(', ')}`] });
    return sendSvg(reply, renderHeroSvg(HERO_WIDTH, scene), 'svg', HERO_WIDTH);
  });
  app.get<{ Params: { file: string } }>('/media/report/:file', async (req, reply) => {
    const vin = req.params.file.replace(/\.pdf$/, '');
    if (!req.params.file.endsWith('.pdf') || !VIN.test(vin)) {
      return reply
        .code(400)
        .send({ error: 'Bad media request', issues: [`report must be a 17-character VIN ending in .pdf, got ${JSON.stringify(req.params.file)}`] });
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', CACHE_CONTROL)
      .send(await sampleHistoryReportPdf(vin));
  });
  // The not-found image and the unknown-brand logo the site rules point at (IMAGE_NOT_FOUND_KEY, BRAND_FALLBACK_LOGO_KEY).
  app.get<{ Params: { file: string } }>('/media/placeholders/:file', async (req, reply) => {
    const svg = PLACEHOLDERS[req.params.file];
    if (!svg) return reply.code(404).send({ error: 'Not found', issues: [] });
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(svg);
  });
};
