import { describe, expect, it } from 'vitest';
import { HOME_PAGE, pageFiles, pageModules, type Manifest } from './site-manifest.ts';

// A site's manifest as Vite writes it: the entry, the home page and a page module, with a shared chunk each.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/Home.gen.tsx', '../../runtime/ui/pages/SearchPage.tsx'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_cards.js': { file: 'assets/cards-1.js', imports: ['_react.js'], css: ['assets/cards-1.css'] },
  'src/Home.gen.tsx': { file: 'assets/Home.gen-1.js', imports: ['_react.js'], css: ['assets/Home-1.css'] },
  '../../runtime/ui/pages/SearchPage.tsx': { file: 'assets/SearchPage-1.js', imports: ['_cards.js', '_react.js'] },
};

describe('the pages of a site manifest', () => {
  it('names the page modules and the generated home page', () => {
    expect(Object.fromEntries(pageModules(MANIFEST))).toEqual({ [HOME_PAGE]: 'src/Home.gen.tsx', SearchPage: '../../runtime/ui/pages/SearchPage.tsx' });
  });

  it("lists each page's scripts and styles beyond the entry's", () => {
    expect(pageFiles(MANIFEST, HOME_PAGE)).toEqual({ scripts: ['/assets/Home.gen-1.js'], styles: ['/assets/Home-1.css'] });
    expect(pageFiles(MANIFEST, 'SearchPage')).toEqual({ scripts: ['/assets/SearchPage-1.js', '/assets/cards-1.js'], styles: ['/assets/cards-1.css'] });
    expect(pageFiles(MANIFEST, 'NoSuchPage')).toEqual({ scripts: [], styles: [] });
  });
});
