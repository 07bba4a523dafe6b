/**
 * How a site's browser build is cut into files: Rolldown's `codeSplitting` name hook and Vite's module-preload
 * choice, which the site preset (dealer-site.ts) applies to every site.
 *
 * A page's main thread pays for each file it loads (a request, a compile, a task; several milliseconds each on a
 * phone) and for each long task, so the files follow the pages shoppers land on:
 * - React, React DOM and the scheduler make one file ('react'), which the server's starter evaluates a task
 *   ahead of the entry: together they made one task that alone took a phone past the 50 ms of a long task.
 * - Everything else the entry loads makes one file ('site').
 * - A small module that both landing pages (search results, a car) use joins 'site' too: on its own it was a
 *   file of a few hundred bytes that both pages fetched, and every other page carries little for it. So does a
 *   stylesheet both load (the cards' prices and compare toggles): one render-blocking file fewer on each. So does
 *   a small module the home page and the car page both use (a photo's URL, the feature banner's links), which
 *   would otherwise bring the home page the whole of 'cars'.
 * - A small module the car page loads at first and other pages share (a car's price, tags, photo, compare
 *   toggle) makes one file with the others like it ('cars'). Left to Rolldown, each made a file of its own, by
 *   the set of pages using it: the car and compare pages fetched a dozen of them, of one or two KB each.
 * - The rest is split by Rolldown, page by page.
 */

/** The page modules shoppers land on from search engines and ads. */
export const LANDING_PAGES = ['SearchPage', 'VehiclePage'] as const;
/** The largest module (in characters of code) that joins the entry's file for being shared by the landing pages. */
export const SMALL_MODULE_CHARS = 2500;
/** The landing page whose small shared modules make one file, 'cars', and the largest module that joins it. */
const CAR_PAGE: (typeof LANDING_PAGES)[number] = 'VehiclePage';
export const CARS_MODULE_CHARS = 4000;
const LANDING: readonly (string | undefined)[] = LANDING_PAGES;
/** The home page module each site generates. */
const HOME_PAGE = 'Home.gen';

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The entry's file, as Vite names it (index.html's script). */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

/** The part of Rolldown's module graph the name hook reads. */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[]; importedIds: readonly string[]; code: string | null } | null;
}

/** A fresh name hook for one build: the file a module goes in, or null to leave it to Rolldown. */
export function siteChunks(): (id: string, graph: ModuleGraph) => string | null {
  // The modules loaded lazily (pages, lazy parts) or as the entry that reach each module by static imports,
  // found by walking up its importers in full: a set kept half-found inside an import cycle would stay so.
  const roots = new Map<string, Set<string>>();
  const rootsOf = (id: string, graph: ModuleGraph): Set<string> => {
    const known = roots.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set([id]);
    const waiting = [id];
    for (let current = waiting.pop(); current !== undefined; current = waiting.pop()) {
      const info = graph.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry) found.add(ENTRY);
      else if (info.dynamicImporters.length > 0) found.add(current);
      for (const importer of info.importers.filter((importer) => !seen.has(importer))) {
        seen.add(importer);
        waiting.push(importer);
      }
    }
    roots.set(id, found);
    return found;
  };
  // The file of the modules that settle first: React's, the entry's, and what both landing pages load at first.
  const first = (id: string, graph: ModuleGraph): 'react' | 'site' | null => {
    if (REACT.test(id)) return 'react';
    const found = rootsOf(id, graph);
    if (found.has(ENTRY)) return 'site';
    const info = graph.getModuleInfo(id);
    if (!info || info.dynamicImporters.length > 0 || id.includes('node_modules')) return null;
    const pages = new Set([...found].map(pageName));
    const landing = LANDING_PAGES.every((page) => pages.has(page));
    // The home page and the car page, both drawn by the server, share a few small modules (a photo's URL, the
    // feature banner's links): in the entry's file they cost the search page less than a file of their own.
    const homeAndCar = pages.has(HOME_PAGE) && pages.has(CAR_PAGE);
    // A stylesheet both landing pages load joins the site's, whatever its size: it is render-blocking on each.
    if (id.endsWith('.css')) return landing ? 'site' : null;
    return (landing || homeAndCar) && small(info) ? 'site' : null;
  };
  // Rolldown brings a module's imports into its file with it: a module joins 'cars' only if each of its imports
  // is in a file of the first kind or joins 'cars' too, so no page's own code is drawn in (a cycle counts as joining).
  const cars = new Map<string, boolean>();
  const joinsCars = (id: string, graph: ModuleGraph): boolean => {
    const known = cars.get(id);
    if (known !== undefined) return known;
    cars.set(id, true);
    const info = graph.getModuleInfo(id);
    const pages = [...rootsOf(id, graph)].map(pageName);
    // Shared by the car page and another, and never in the first load of the other landing page.
    const shared = pages.length > 1 && pages.includes(CAR_PAGE) && !pages.some((page) => page !== CAR_PAGE && LANDING.includes(page));
    const joins =
      !!info &&
      first(id, graph) === null &&
      info.dynamicImporters.length === 0 &&
      !id.includes('node_modules') &&
      !id.endsWith('.css') &&
      (info.code?.length ?? Infinity) <= CARS_MODULE_CHARS &&
      shared &&
      info.importedIds.every((imported) => first(imported, graph) !== null || joinsCars(imported, graph));
    cars.set(id, joins);
    return joins;
  };
  return (id, graph) => first(id, graph) ?? (joinsCars(id, graph) ? 'cars' : null);
}

/**
 * The name hook as Rolldown's groups: 'react' and 'site' first, so that the modules 'cars' brings in with it (its
 * modules' imports) are already in their files and stay there.
 */
export function siteChunkGroups(): { name: (id: string, graph: ModuleGraph) => string | null; priority: number }[] {
  const fileOf = siteChunks();
  return [
    {
      name: (id, graph) => {
        const file = fileOf(id, graph);
        return file === 'cars' ? null : file;
      },
      priority: 2,
    },
    { name: (id, graph) => (fileOf(id, graph) === 'cars' ? 'cars' : null), priority: 1 },
  ];
}

const small = (info: { code: string | null }) => (info.code?.length ?? Infinity) <= SMALL_MODULE_CHARS;
const ENTRY = '\u0000entry';
const pageName = (id: string) => /([^\\/]+)\.tsx$/.exec(id)?.[1];

/**
 * Vite's module preloads: the page's own HTML names the files its entry imports, and the entry names a page's
 * imports when it loads the page. A lazy part inside a page (a dialog, Similar Cars) names none: its imports
 * are mostly the page's own, already loaded, and naming the rest as links while the page comes alive cost it
 * a long task.
 */
export function preloadsFor(hostId: string, hostType: 'html' | 'js', deps: string[]): string[] {
  return hostType === 'html' || ENTRY_CHUNK.test(hostId) ? deps : [];
}
