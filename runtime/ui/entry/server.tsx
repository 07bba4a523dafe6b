/**
 * Draws a site's page on the server (the dealer server calls this through each site's
 * `entry-server.tsx`): the same routes and components as the browser, fed by the page's seed, with
 * every lazy page and block resolved, so the HTML holds the page itself.
 */
import { StrictMode, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from '@dealer/ui/router';
import type { PageSeed } from '@dealer/site/page-seed';
import { PageSeedProvider, pageSeedStore } from '../page-seed';

export async function renderSite(SiteRoutes: ComponentType, seed: PageSeed, signal?: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PageSeedProvider value={pageSeedStore(seed)}>
        <StaticRouter location={seed.url}>
          <SiteRoutes />
        </StaticRouter>
      </PageSeedProvider>
    </StrictMode>,
    // One piece of HTML in page order: no part is held back for a script to move into place.
    { ...(signal ? { signal } : {}), progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be drawn again in the browser with an error logged: the caller sends the plain page instead.
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}
