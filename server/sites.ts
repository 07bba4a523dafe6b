/**
 * Serves each tenant's built site by Host header: `<slug>.localhost`, one of the tenant's domains, or the
 * one tenant the server was started for. Hashed assets are cached for a year; pages fall back to the SPA.
 */
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '../schema/tenant.ts';

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
}

export function siteForHost(options: SitesOptions, host: string | undefined): SiteHost | undefined {
  if (options.only) return options.sites.find((s) => s.tenant.slug === options.only);
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return options.sites.find((s) => name === `${s.tenant.slug}.localhost` || s.tenant.domains.includes(name));
}

const YEAR = 365 * 24 * 3600;

export async function sitesPlugin(app: FastifyInstance, options: SitesOptions): Promise<void> {
  await app.register(fastifyStatic, { root: options.sitesDir, serve: false });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const site = siteForHost(options, request.headers.host);
    if (!site) return reply.code(404).type('text/plain').send(`No site is served for host ${request.headers.host ?? '(none)'}`);
    if (!existsSync(join(site.distDir, 'index.html')))
      return reply.code(503).type('text/plain').send(`The ${site.tenant.slug} site is not built yet: run dealer-gen build ${site.tenant.slug}`);
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\+/g, ' '));
    const relativePath = normalize(path).replace(/^([/\\])+/, '');
    if (relativePath.startsWith('..') || relativePath.includes('\0')) return reply.code(400).type('text/plain').send('Bad path');
    const file = join(site.distDir, relativePath);
    if (relativePath && existsSync(file) && statSync(file).isFile()) {
      const hashed = relativePath.startsWith('assets/');
      return reply.sendFile(relativePath, site.distDir, hashed ? { maxAge: YEAR * 1000, immutable: true } : { cacheControl: false });
    }
    if (extname(relativePath) && extname(relativePath) !== '.html') return reply.code(404).type('text/plain').send('Not found');
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', site.distDir, { cacheControl: false });
  };
  app.get('/*', serve);
}
