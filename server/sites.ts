/**
 * Serves each tenant's built site by Host header: `<slug>.localhost`, one of the tenant's domains, or the
 * one tenant the server was started for. Hashed assets are cached for a year; pages fall back to the SPA.
 * Pages drawn here are kept for their repeats (page-cache.ts) and may be held by a CDN a short while; a page asked for
 * while the server draws all it may at once (DRAWINGS_AT_ONCE, page-render.ts) goes out bare, for the browser to draw.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '../schema/tenant.ts';
import { sitePlan } from '../schema/site-plan.ts';
import { signInFirst } from '../runtime/site/gating.ts';
import { isPagePath, serverOwnsPath } from '../runtime/site/page-paths.ts';
import { PAGE_SEED_ELEMENT_ID, pageSeedJson } from '../runtime/site/page-seed.ts';
import { STAFF_PATH } from '../runtime/site/staff-api.ts';
import { sessionToken } from './api/session-cookie.ts';
import { createPageCache, DRAWN_PAGE_CACHE_CONTROL, matchesEtag, pageEtag, type DrawnParts } from './page-cache.ts';
import { pageRouter, type PageMatch } from './page-route.ts';
import { drawingLimit, loadServerEntry, renderPage, type PageRenderLog } from './page-render.ts';
import { serverPage, type ServerPage, type SiteApi } from './page-seed.ts';
import { pageSearchHost } from './search-host.ts';
import type { SearchTokens } from './search-token.ts';
import { contentSecurityPolicy } from './security.ts';
import { HOME_PAGE, pageFiles, readManifest } from './site-manifest.ts';
import type { StockReader } from './stock/stock-reader.ts';
import type { StockFor } from './stock/tenant-stock.ts';

export interface SiteHost {
  tenant: Tenant;
  distDir: string;
}

export interface SitesOptions {
  /** The folder holding every site's dist/ (generated/). */
  sitesDir: string;
  sites: SiteHost[];
  /** Serve this tenant whatever the Host header says. */
  only?: string;
  /** The search key written into each page: a tenant token, never the search-only key itself. */
  searchTokens: SearchTokens;
  /** Each tenant's stock: search and car pages get their first answers in their HTML. */
  stockFor?: StockFor;
  /** The external Meilisearch pages search in place of the embedded `/meili` (search-host.ts). */
  searchHost?: string;
}

export function siteForHost(options: Pick<SitesOptions, 'sites' | 'only'>, host: string | undefined): SiteHost | undefined {
  if (options.only) return options.sites.find((s) => s.tenant.slug === options.only);
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return options.sites.find((s) => name === `${s.tenant.slug}.localhost` || s.tenant.domains.includes(name));
}

const YEAR = 365 * 24 * 3600;

/** The page module of the routes' catch-all (templates/_base/src/routes.gen.tsx.hbs). */
const NOT_FOUND_PAGE = 'NotFoundPage';

/** The dealer server's own script that starts a drawn page's scripts after it has loaded. */
const START_AFTER_LOAD = { path: '/_dealer/start-after-load.js', source: readFileSync(new URL('./static/start-after-load.js', import.meta.url), 'utf8') };

/** A font's preload in the built index.html (templates/_base/index.html.hbs), over one line or several. */
const FONT_PRELOAD = /[ \t]*<link\s+rel="preload"[^>]*\sas="font"[^>]*>\n?/g;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A site built without a manifest still serves; it only loses the head start. */
function filesOfPage(distDir: string, page: string): { scripts: string[]; styles: string[] } {
  try {
    return pageFiles(readManifest(distDir), page);
  } catch {
    return { scripts: [], styles: [] };
  }
}

/**
 * The page with, for a path with its own page module, that module's scripts and styles named up front.
 * Cached per page until the build changes.
 */
function pageWithSettings(
  site: SiteHost,
  mtime: number,
  page: string | undefined,
  drawn: boolean,
  cache: Map<string, { mtime: number; html: string }>,
): string {
  const file = join(site.distDir, 'index.html');
  const cacheKey = `${file}\u0000${page ?? ''}\u0000${drawn}`;
  const cached = cache.get(cacheKey);
  if (cached && cached.mtime === mtime) return cached.html;
  const tags: string[] = [];
  const { scripts, styles } = page ? filesOfPage(site.distDir, page) : { scripts: [], styles: [] };
  if (page) {
    // A page drawn here paints with its styles; otherwise they are preloaded, not linked: the page chunk applies
    // them before it renders, and they need not hold up the first paint.
    const rel = drawn ? 'stylesheet' : 'preload" as="style';
    tags.push(...styles.map((href) => `<link rel="${rel}" crossorigin href="${escapeAttribute(href)}">`));
    if (!drawn) tags.push(...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`));
  }
  // The fonts go after every stylesheet. A page paints once its styles are in, its text in a fallback sized to the
  // font's metrics. A connection fetches six files at a time, and fonts named first had kept the page's styles waiting.
  let html = readFileSync(file, 'utf8');
  const fonts = (html.match(FONT_PRELOAD) ?? []).map((font) => font.trim());
  html = html.replace(FONT_PRELOAD, '').replace('</head>', `${tags.join('')}${fonts.join('')}</head>`);
  // A page drawn here is whole without its scripts: its styles and photos take the line first, and its
  // scripts start once it has loaded (static/start-after-load.js), so nothing fetches them sooner. The
  // starter names the entry's modules and the page's to the browser first, so they load together, and
  // evaluates the entry's imports a task ahead of the entry.
  if (drawn) {
    const shared = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
    html = html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, entry: string) => {
      const modules = escapeAttribute(JSON.stringify([entry, ...shared, ...scripts]));
      const imports = escapeAttribute(JSON.stringify(shared));
      return `<script defer src="${START_AFTER_LOAD.path}" data-entry="${entry}" data-imports="${imports}" data-modules="${modules}"></script>`;
    });
  }
  cache.set(cacheKey, { mtime, html });
  return html;
}

interface DrawnPage {
  /** The seed and the first photo's preload, for the head. */
  head: string;
  /** The page's HTML for the root element, or null when it could not be drawn. */
  markup: string | null;
  /** 404 for a path that names nothing, drawn as the not-found page. */
  status: ServerPage['status'];
  /** Drawing failed this time (the render threw or took too long): the page goes out, but is not kept. */
  failed: boolean;
}

/**
 * The page's HTML around where the search key goes (`searchKeyMeta`): that alone changes from one request to
 * the next (the token ages), so the rest can be kept.
 */
function pageParts(shell: string, searchHost: string, drawn: DrawnPage | null): { before: string; after: string } {
  const headEnd = shell.includes('</head>') ? shell.indexOf('</head>') : shell.length;
  const searchMeta = `<meta name="dealer:search-host" content="${escapeAttribute(searchHost)}">`;
  let after = `${drawn?.head ?? ''}${shell.slice(headEnd)}`;
  // Replaced by function: a page's text may hold `$&` and the like, which a replacement string would expand.
  if (drawn?.markup) after = after.replace('<div id="root"></div>', () => `<div id="root">${drawn.markup}</div>`);
  return { before: `${shell.slice(0, headEnd)}${searchMeta}`, after };
}

const searchKeyMeta = (searchKey: string) => `<meta name="dealer:search-key" content="${escapeAttribute(searchKey)}">`;

/** The site's own API as its pages would ask it, for the host the page was asked for. */
export function siteApi(app: FastifyInstance, host: string | undefined): SiteApi {
  return async (path) => {
    const response = await app.inject({ method: 'GET', url: encodeURI(path), headers: { host: host ?? '', accept: 'application/json' } });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
  };
}

/**
 * A search, car, offer or copy page, or a not-found page, drawn here with its seed (page-seed.ts). A page that
 * cannot be drawn still carries its seed, which saves the browser round trips.
 */
async function drawPage(
  site: SiteHost,
  stock: StockReader,
  api: SiteApi,
  match: PageMatch | undefined,
  url: string,
  now: Date,
  log: PageRenderLog,
): Promise<DrawnPage | null> {
  let page: ServerPage | null;
  try {
    page = await serverPage({ tenant: site.tenant, stock, api, now, random: Math.random() }, match, url);
  } catch (error) {
    log(`Could not seed ${url}`, error);
    return null;
  }
  if (!page) return null;
  let failed = false;
  const markup = await renderPage(site.distDir, page.seed, (message, error) => {
    failed = true;
    log(message, error);
  });
  const photo = page.firstPhoto;
  const preload = photo
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(photo.src)}"${photo.srcSet ? ` imagesrcset="${escapeAttribute(photo.srcSet)}" imagesizes="${escapeAttribute(photo.sizes ?? '')}"` : ''}>`
    : '';
  const seed = pageSeedJson({ ...page.seed, rendered: markup !== null });
  return { head: `<script type="application/json" id="${PAGE_SEED_ELEMENT_ID}">${seed}</script>${preload}`, markup, status: page.status, failed };
}

export async function sitesPlugin(app: FastifyInstance, options: SitesOptions): Promise<void> {
  // A file's .br or .gz copy, written when the site is built (cli/lib/precompress.ts), goes out as it is.
  await app.register(fastifyStatic, { root: options.sitesDir, serve: false, preCompressed: true });
  const pages = new Map<string, { mtime: number; html: string }>();
  const drawnPages = createPageCache();
  const drawings = drawingLimit();
  const log: PageRenderLog = (message, error) => app.log.warn({ err: error }, message);
  // Each site's server build loads now, not on its first shopper's visit.
  for (const site of options.sites)
    loadServerEntry(site.distDir, log)?.catch((error: unknown) => log(`Could not load the ${site.tenant.slug} server build`, error));
  const pageForPath = new Map(options.sites.map((site) => [site, pageRouter(sitePlan(site.tenant).routes)]));

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // The API and engine own their prefixes: an unknown /api path is the API's 404, not the app's page.
    if (serverOwnsPath(request.url)) return reply.code(404).send({ error: 'Not found', issues: [] });
    const site = siteForHost(options, request.headers.host);
    if (site) reply.header('content-security-policy', contentSecurityPolicy(site.tenant, pageSearchHost(site.tenant, options.searchHost)));
    if (!site)
      return reply
        .code(404)
        .type('text/plain')
        .send(`No site is served for host ${request.headers.host ?? '(none)'}`);
    const shellFile = statSync(join(site.distDir, 'index.html'), { throwIfNoEntry: false });
    if (!shellFile) return reply.code(503).type('text/plain').send(`The ${site.tenant.slug} site is not built yet: run dealer-gen build ${site.tenant.slug}`);
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\+/g, ' '));
    const relativePath = normalize(path).replace(/^([/\\])+/, '');
    if (relativePath.startsWith('..') || relativePath.includes('\0')) return reply.code(400).type('text/plain').send('Bad path');
    const file = join(site.distDir, relativePath);
    if (relativePath && relativePath !== 'index.html' && existsSync(file) && statSync(file).isFile()) {
      const hashed = relativePath.startsWith('assets/');
      // The same URL may go out as brotli, gzip or plain: caches keep one copy for each.
      reply.header('vary', 'accept-encoding');
      return reply.sendFile(relativePath, site.distDir, hashed ? { maxAge: YEAR * 1000, immutable: true } : { cacheControl: false });
    }
    if (!isPagePath(path)) return reply.code(404).type('text/plain').send('Not found');
    const match = pageForPath.get(site)?.(path);
    // A gated page opened without a session goes to sign in from here, where the browser would only find out once
    // the session had loaded; the sign-in page is then drawn here too.
    const signIn = sessionToken(request) ? null : signInFirst(match?.gate, request.url, match?.params.slug, site.tenant.account);
    if (signIn) return reply.header('cache-control', 'no-store').redirect(signIn, 302);
    const stock = options.stockFor?.(site.tenant);
    const build = shellFile.mtimeMs;
    const searchHost = pageSearchHost(site.tenant, options.searchHost);
    // A path no route takes is the catch-all route's page.
    const shell = (drawn: DrawnPage | null) =>
      pageWithSettings(site, build, match?.page ?? (path === '/' ? HOME_PAGE : drawn ? NOT_FOUND_PAGE : undefined), Boolean(drawn?.markup), pages);
    const draw = async (reader: StockReader, now: Date): Promise<DrawnParts | null> => {
      // Past the drawings under way the page goes out bare, and is not kept.
      const drawing = drawings(() => drawPage(site, reader, siteApi(app, request.headers.host), match, request.url, now, log));
      const drawn = drawing && (await drawing);
      return drawn && { status: drawn.status, keep: !drawn.failed, ...pageParts(shell(drawn), searchHost, drawn) };
    };
    // The staff's pages show what only a signed-in member may see: drawn in their browser, never here, never kept.
    const staffPage = path === STAFF_PATH || path.startsWith(`${STAFF_PATH}/`);
    const drawn = stock && !staffPage ? await drawnPages.page({ tenant: site.tenant.slug, build, url: request.url }, stock, draw) : null;
    // Outside the kept page: the token changes as it ages.
    const keyMeta = searchKeyMeta(await options.searchTokens.forTenant(site.tenant));
    reply.type('text/html; charset=utf-8');
    if (!drawn) {
      const { before, after } = pageParts(shell(null), searchHost, null);
      return reply.header('cache-control', staffPage ? 'no-store' : 'no-cache').send(`${before}${keyMeta}${after}`);
    }
    const etag = pageEtag(drawn, keyMeta);
    reply.header('etag', etag).header('cache-control', DRAWN_PAGE_CACHE_CONTROL[drawn.status]);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.code(drawn.status).send(Buffer.concat([drawn.before, Buffer.from(keyMeta), drawn.after]));
  };
  app.get(START_AFTER_LOAD.path, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(START_AFTER_LOAD.source),
  );
  app.get('/*', serve);
}
