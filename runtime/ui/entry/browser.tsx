/** Starts a site in the browser: hydrates the page the server drew, or draws it. */
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LinkNavigation } from '../layout/LinkNavigation';
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
 */
function numberHistoryEntry(): void {
  const state = (history.state ?? {}) as { idx?: unknown };
  if (state.idx == null) history.replaceState({ ...state, idx: 0 }, '');
}
