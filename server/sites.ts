/**
 * Serves each tenant's built site by Host header: `<slug>.localhost`, one of the tenant's domains, or the
 * one tenant the server was started for. Hashed assets are cached for a year; pages fall back to the SPA.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '../schema/tenant.ts';
import { tenantRoutes } from '../cli/lib/routes.ts';
import { SEARCH_SEED_ELEMENT_ID } from '../runtime/site/constants.ts';
import type { Engine } from './engine/engine.ts';
import { pageRouter } from './page-route.ts';
import { searchSeed } from './search-seed.ts';
import { contentSecurityPolicy } from './security.ts';
import { pageFiles, readManifest } from './site-manifest.ts';

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
  /** The search-only key written into each page, for tenants whose config leaves it empty. */
  searchKey: string;
  /** The embedded engine: results pages get their first answers in their HTML. */
  engine?: Engine;
}

export function siteForHost(options: Pick<SitesOptions, 'sites' | 'only'>, host: string | undefined): SiteHost | undefined {
  if (options.only) return options.sites.find((s) => s.tenant.slug === options.only);
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return options.sites.find((s) => name === `${s.tenant.slug}.localhost` || s.tenant.domains.includes(name));
}

const YEAR = 365 * 24 * 3600;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with the run-time search settings the site reads and, for a path with its own page
 * module, that module's scripts and styles named up front. Cached per page until the build changes.
 */
/** A site built without a manifest still serves; it only loses the head start. */
function filesOfPage(distDir: string, page: string): { scripts: string[]; styles: string[] } {
  try {
    return pageFiles(readManifest(distDir), page);
  } catch {
    return { scripts: [], styles: [] };
  }
}

function pageWithSettings(site: SiteHost, searchKey: string, page: string | undefined, cache: Map<string, { mtime: number; html: string }>): string {
  const file = join(site.distDir, 'index.html');
  const mtime = statSync(file).mtimeMs;
  const cacheKey = `${file}\u0000${page ?? ''}`;
  const cached = cache.get(cacheKey);
  if (cached && cached.mtime === mtime) return cached.html;
  const key = site.tenant.search.publicKey || searchKey;
  const tags = [`<meta name="dealer:search-key" content="${escapeAttribute(key)}">`];
  if (page) {
    const { scripts, styles } = filesOfPage(site.distDir, page);
    // Preloaded, not linked: the page chunk applies them before it renders, and they need not hold up the first paint.
    tags.push(...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`));
    tags.push(...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`));
  }
  const html = readFileSync(file, 'utf8').replace('</head>', `${tags.join('')}</head>`);
  cache.set(cacheKey, { mtime, html });
  return html;
}

/**
 * The results page's first answers and its first photo, named in the page (see search-seed.ts).
 * A search that cannot be answered here is simply left to the page.
 */
function seedTags(site: SiteHost, engine: Engine, path: string, url: string): string {
  try {
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const seed = searchSeed(site.tenant, engine, path, query, new Date());
    // `<` escaped so no answer can close the script element early.
    const json = JSON.stringify(seed.answers).replace(/</g, '\\u003c');
    const photo = seed.firstPhoto;
    const preload = photo
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(photo.src)}"${photo.srcSet ? ` imagesrcset="${escapeAttribute(photo.srcSet)}" imagesizes="${escapeAttribute(photo.sizes ?? '')}"` : ''}>`
      : '';
    return `<script type="application/json" id="${SEARCH_SEED_ELEMENT_ID}">${json}</script>${preload}`;
  } catch {
    return '';
  }
}

export async function sitesPlugin(app: FastifyInstance, options: SitesOptions): Promise<void> {
  await app.register(fastifyStatic, { root: options.sitesDir, serve: false });
  const pages = new Map<string, { mtime: number; html: string }>();
  const pageForPath = new Map(options.sites.map((site) => [site, pageRouter(tenantRoutes(site.tenant))]));

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // The API and engine own their prefixes: an unknown /api path is the API's 404, not the app's page.
    if (/^\/(api|meili|media)(\/|$)/.test(request.url)) return reply.code(404).send({ error: 'Not found', issues: [] });
    const site = siteForHost(options, request.headers.host);
    if (site) reply.header('content-security-policy', contentSecurityPolicy(site.tenant));
    if (!site) return reply.code(404).type('text/plain').send(`No site is served for host ${request.headers.host ?? '(none)'}`);
    if (!existsSync(join(site.distDir, 'index.html')))
      return reply.code(503).type('text/plain').send(`The ${site.tenant.slug} site is not built yet: run dealer-gen build ${site.tenant.slug}`);
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\+/g, ' '));
    const relativePath = normalize(path).replace(/^([/\\])+/, '');
    if (relativePath.startsWith('..') || relativePath.includes('\0')) return reply.code(400).type('text/plain').send('Bad path');
    const file = join(site.distDir, relativePath);
    if (relativePath && relativePath !== 'index.html' && existsSync(file) && statSync(file).isFile()) {
      const hashed = relativePath.startsWith('assets/');
      return reply.sendFile(relativePath, site.distDir, hashed ? { maxAge: YEAR * 1000, immutable: true } : { cacheControl: false });
    }
    if (extname(relativePath) && extname(relativePath) !== '.html') return reply.code(404).type('text/plain').send('Not found');
    const page = pageForPath.get(site)?.(path);
    let html = pageWithSettings(site, options.searchKey, page, pages);
    if (page === 'SearchPage' && options.engine) html = html.replace('</head>', `${seedTags(site, options.engine, path, request.url)}</head>`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/*', serve);
}
