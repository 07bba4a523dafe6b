/**
 * The Vite preset of every generated site: React, the `@dealer/*` and `@site/*` aliases, how the build is cut
 * into files (site-chunks.ts) and, in `dealer-gen dev`, the proxy to the dealer server. A site's vite.config.ts
 * is only `plugins: [dealerSite({ root })]`, so a change here reaches every site without regenerating them.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import { preloadsFor, siteChunkGroups } from './site-chunks.ts';

export interface DealerSiteOptions {
  /** The site's folder: its index.html, `src/` (`@site/*`) and builds. */
  root: string;
}

const RUNTIME = fileURLToPath(new URL('../runtime/', import.meta.url));
// In `dealer-gen dev`, the dealer server runs beside Vite and answers the API, the engine and media.
const DEFAULT_API_URL = 'http://127.0.0.1:4000';

export function dealerSite({ root }: DealerSiteOptions): PluginOption[] {
  const preset: Plugin = {
    name: 'dealer-site',
    config(config) {
      const api = process.env.DEALER_API_URL ?? DEFAULT_API_URL;
      return {
        root,
        base: '/',
        resolve: {
          alias: [
            { find: /^@dealer\/(.*)$/, replacement: `${RUNTIME}$1` },
            { find: /^@site\/(.*)$/, replacement: `${join(root, 'src')}/$1` },
          ],
        },
        build: {
          // Defaults only, as a plugin's config wins over its caller's: the server build (cli/lib/build-site.ts)
          // names its own.
          outDir: config.build?.outDir ?? 'dist',
          emptyOutDir: config.build?.emptyOutDir ?? true,
          manifest: config.build?.manifest ?? true,
          target: 'es2022',
          // Every browser the build targets (es2022) supports module preloads: no polyfill in every page's first load.
          modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId, hostType }) => preloadsFor(hostId, hostType, deps) },
          rolldownOptions: {
            // A module keeps, in the file it lands in, every export any page uses: the spec's constants module lands
            // in the entry, so every page loaded every page's texts and numbers. Inlined where they are read, a
            // constant stays with the page that reads it (about 1 KB off every first load).
            optimization: { inlineConst: { mode: 'all', pass: 2 } },
            // A fresh name hook for each build: it remembers the module graph it has walked.
            output: { codeSplitting: { groups: siteChunkGroups() } },
          },
        },
        server: { proxy: { '/api': api, '/meili': api, '/media': api } },
      };
    },
  };
  return [react(), preset];
}
