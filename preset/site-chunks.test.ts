import { describe, expect, it } from 'vitest';
import { CARS_MODULE_CHARS, preloadsFor, siteChunkGroups, siteChunks, SMALL_MODULE_CHARS, type ModuleGraph } from './site-chunks.ts';

interface Module {
  imports?: string[];
  lazy?: string[];
  entry?: boolean;
  chars?: number;
}

/** A module graph from each module's static and lazy imports, as Rolldown reports it. */
function graph(modules: Record<string, Module>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      if (!module) return null;
      const importers = Object.keys(modules).filter((other) => modules[other]!.imports?.includes(id));
      const dynamicImporters = Object.keys(modules).filter((other) => modules[other]!.lazy?.includes(id));
      return { isEntry: module.entry ?? false, importers, dynamicImporters, importedIds: module.imports ?? [], code: 'x'.repeat(module.chars ?? 100) };
    },
  };
}

const SITE = graph({
  '/site/src/main.tsx': {
    entry: true,
    imports: ['/node_modules/react-dom/client.js', '/runtime/ui/routing.tsx'],
    lazy: [
      '/site/src/Home.gen.tsx',
      '/runtime/ui/pages/SearchPage.tsx',
      '/runtime/ui/pages/VehiclePage.tsx',
      '/runtime/ui/pages/ContactPage.tsx',
      '/runtime/ui/pages/ComparePage.tsx',
    ],
  },
  // The home page and the car page both show photos, with the URL the price's module reads too.
  '/site/src/Home.gen.tsx': { imports: ['/runtime/site/images.ts'] },
  '/runtime/site/images.ts': {},
  '/node_modules/react-dom/client.js': {},
  // cycle-a's importers list cycle-b before routing.tsx, so cycle-b is met while cycle-a's roots are half-found.
  '/runtime/site/cycle-b.ts': { imports: ['/runtime/site/cycle-a.ts'] },
  '/runtime/ui/routing.tsx': { imports: ['/runtime/site/cycle-a.ts'] },
  '/runtime/site/cycle-a.ts': { imports: ['/runtime/site/cycle-b.ts'] },
  '/runtime/ui/pages/SearchPage.tsx': {
    imports: [
      '/runtime/site/numbers.ts',
      '/runtime/search/engine.ts',
      '/runtime/site/big.ts',
      '/runtime/ui/search/search.css',
      '/runtime/ui/finance/finance.css',
    ],
    lazy: ['/runtime/ui/forms/Dialog.tsx'],
  },
  '/runtime/ui/pages/VehiclePage.tsx': {
    imports: [
      '/runtime/ui/vehicle/CarTabs.tsx',
      '/runtime/site/big.ts',
      '/runtime/ui/finance/finance.css',
      '/runtime/ui/finance/PriceDisplay.tsx',
      '/runtime/ui/site/Map.tsx',
    ],
    lazy: ['/runtime/ui/forms/Dialog.tsx'],
  },
  '/runtime/ui/vehicle/CarTabs.tsx': { imports: ['/runtime/site/numbers.ts', '/node_modules/dayjs/index.js'] },
  '/runtime/ui/pages/ContactPage.tsx': { imports: ['/runtime/site/numbers.ts', '/node_modules/dayjs/index.js', '/runtime/ui/site/Map.tsx'] },
  // The car page's price, which the compare page shows too and the search page's lazy grid; a map, which needs a
  // module the search page loads at first.
  '/runtime/ui/pages/ComparePage.tsx': { imports: ['/runtime/ui/finance/PriceDisplay.tsx'] },
  '/runtime/ui/search/ResultGrid.tsx': { imports: ['/runtime/ui/finance/PriceDisplay.tsx'] },
  '/runtime/ui/finance/PriceDisplay.tsx': { imports: ['/runtime/finance/price.ts', '/runtime/site/numbers.ts', '/node_modules/react/index.js'] },
  '/runtime/finance/price.ts': { chars: CARS_MODULE_CHARS, imports: ['/runtime/site/images.ts'] },
  '/runtime/ui/site/Map.tsx': { imports: ['/runtime/site/big.ts'] },
  '/node_modules/react/index.js': {},
  '/runtime/site/numbers.ts': {},
  '/runtime/search/engine.ts': {},
  '/runtime/site/big.ts': { chars: SMALL_MODULE_CHARS + 1 },
  '/runtime/ui/search/search.css': { chars: 0 },
  '/runtime/ui/finance/finance.css': { chars: 0 },
  '/runtime/ui/forms/Dialog.tsx': { imports: ['/runtime/site/numbers.ts'] },
  '/node_modules/dayjs/index.js': {},
});

describe('siteChunks', () => {
  const fileOf = (id: string) => siteChunks()(id, SITE);

  it('puts React apart and everything the entry loads in the site file', () => {
    expect(fileOf('/node_modules/react-dom/client.js')).toBe('react');
    expect(fileOf('/site/src/main.tsx')).toBe('site');
    expect(fileOf('/runtime/ui/routing.tsx')).toBe('site');
  });

  it('finds the entry through an import cycle, whichever module of the cycle one build asks about first', () => {
    const build = siteChunks();
    expect(build('/runtime/site/cycle-a.ts', SITE)).toBe('site');
    expect(build('/runtime/site/cycle-b.ts', SITE)).toBe('site');
  });

  it('adds small modules that both landing pages use, reached through their imports', () => {
    expect(fileOf('/runtime/site/numbers.ts')).toBe('site');
  });

  it('adds small modules that the home page and the car page use at first, which the home page then loads with the entry', () => {
    expect(fileOf('/runtime/site/images.ts')).toBe('site');
  });

  it("puts the car page's small modules that other pages share in one file, 'cars', with their imports", () => {
    expect(fileOf('/runtime/ui/finance/PriceDisplay.tsx')).toBe('cars');
    expect(fileOf('/runtime/finance/price.ts')).toBe('cars');
  });

  it("keeps out of 'cars' what the search page loads at first, and what would bring it in", () => {
    expect(fileOf('/runtime/site/big.ts')).toBeNull();
    expect(fileOf('/runtime/ui/site/Map.tsx')).toBeNull();
  });

  it("names 'react' and 'site' in a group ahead of 'cars', so 'cars' does not take their modules in", () => {
    const [first, cars] = siteChunkGroups();
    expect(first!.priority).toBeGreaterThan(cars!.priority);
    expect([first!.name('/node_modules/react/index.js', SITE), cars!.name('/node_modules/react/index.js', SITE)]).toEqual(['react', null]);
    expect([first!.name('/runtime/finance/price.ts', SITE), cars!.name('/runtime/finance/price.ts', SITE)]).toEqual([null, 'cars']);
  });

  it('adds a stylesheet both landing pages load, so each waits for one file fewer', () => {
    expect(fileOf('/runtime/ui/finance/finance.css')).toBe('site');
  });

  it("leaves one page's modules and styles, big modules, packages and lazy modules to Rolldown", () => {
    expect(fileOf('/runtime/search/engine.ts')).toBeNull();
    expect(fileOf('/runtime/site/big.ts')).toBeNull();
    expect(fileOf('/runtime/ui/search/search.css')).toBeNull();
    expect(fileOf('/node_modules/dayjs/index.js')).toBeNull();
    expect(fileOf('/runtime/ui/pages/SearchPage.tsx')).toBeNull();
    expect(fileOf('/runtime/ui/forms/Dialog.tsx')).toBeNull();
    expect(fileOf('/no/such/module.ts')).toBeNull();
  });
});

describe('preloadsFor', () => {
  it("names the entry's imports from the HTML and a page's from the entry, but none from a lazy part", () => {
    expect(preloadsFor('index.html', 'html', ['assets/react-1.js'])).toEqual(['assets/react-1.js']);
    expect(preloadsFor('assets/index-Ab_1.js', 'js', ['assets/SearchPage-1.js'])).toEqual(['assets/SearchPage-1.js']);
    expect(preloadsFor('assets/VehiclePage-1.js', 'js', ['assets/Dialog-1.js'])).toEqual([]);
  });
});
