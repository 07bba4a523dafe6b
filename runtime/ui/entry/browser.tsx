/** Starts a site in the browser: hydrates the page the server drew, or draws it. */
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@dealer/ui/router';
import { LinkNavigation } from '../layout/LinkNavigation';
import { PageArrival } from '../layout/PageArrival';
import { browserPageSeed, PageSeedProvider } from '../page-seed';

export function startSite(SiteRoutes: ComponentType): void {
  // The page the server drew is on screen already (its server starts this script once it has loaded). Reading
  // its seed and hydrating start in a task after the one that ran the site's modules, and hydration, as a
  // transition, yields to the browser between components, so the page stays responsive meanwhile.
  setTimeout(() => {
    const container = document.getElementById('root')!;
    const seed = browserPageSeed();
    numberHistoryEntry();
    const app = (
      <StrictMode>
        <PageSeedProvider value={seed}>
          <BrowserRouter>
            <SiteRoutes />
            <LinkNavigation />
            <PageArrival />
          </BrowserRouter>
        </PageSeedProvider>
      </StrictMode>
    );
    if (seed.seed?.rendered) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  });
}

/**
 * React Router numbers the history entry it starts on (`idx` in its state) by replacing the entry, which costs
 * a few ms; done here, that is not part of hydration's first slice of work. The router then finds it numbered.
 * It gets a key too, as the entries the router makes have: the scroll position kept for the entry goes by it.
 */
function numberHistoryEntry(): void {
  const state = (history.state ?? {}) as { idx?: unknown; key?: unknown };
  if (state.idx == null || state.key == null) history.replaceState({ idx: 0, key: Math.random().toString(36).slice(2, 10), ...state }, '');
}
