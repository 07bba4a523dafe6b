import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it, vi } from 'vitest';
import type * as SiteGen from '@site/site.gen';
import { Hero } from './Hero';
import { ModelStrip } from './ModelStrip';

// Harbourside as a single-make site with four models, one with a photo of its own and one with the body to draw; `home` is swapped per test.
const site = vi.hoisted(() => ({ home: {} as Record<string, unknown> }));
vi.mock('@site/site.gen', async (original) => {
  const gen = await original<typeof SiteGen>();
  const models = [
    { name: 'Sportage', slug: 'sportage' },
    { name: 'EV6', slug: 'ev6', image: 'https://cdn.example.com/ev6.jpg' },
    { name: 'Carnival', slug: 'carnival' },
    { name: 'Seltos', slug: 'seltos', body: 'suv' },
  ];
  return {
    ...gen,
    SITE: {
      ...gen.SITE,
      manufacturer: { name: 'Kia', slug: 'kia' },
      navigation: { ...gen.SITE.navigation, models },
      get home() {
        return { ...gen.SITE.home, ...site.home };
      },
    },
  };
});

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('model tiles', () => {
  it("show each model's own picture, else the media host's drawing of its body, and the overview tile without one", () => {
    site.home = {};
    const strip = html(<ModelStrip />);
    expect(strip).toContain('src="/media/model/kia/sportage.png?w=480"');
    expect(strip).toContain('src="https://cdn.example.com/ev6.jpg"');
    expect(strip).toContain('src="/media/model/kia/carnival.png?w=480"');
    // A model the sample stock does not sell is drawn as the body the site names for it.
    expect(strip).toContain('src="/media/model/kia/seltos.png?w=480&amp;body=suv"');
    expect(strip.match(/<img /g)).toHaveLength(4);
    expect(strip).toContain('>All models</span>');
    // The name is the link's text; the picture says nothing more.
    expect(strip).toMatch(/<img[^>]*alt=""/);
  });

  it('show names only when the site chooses text tiles', () => {
    site.home = { modelTiles: 'text' };
    expect(html(<ModelStrip />)).not.toContain('<img');
  });
});

describe('the hero', () => {
  it("draws the layout's scene when the site has no photo: a group's line-up, a brand's spotlight, or the scene it chose", () => {
    site.home = {};
    expect(html(<Hero layout="cover" />)).toMatch(/class="hero hero--cover" style="--hero-image:url\(&quot;\/media\/hero\/line-up.svg&quot;\)"/);
    expect(html(<Hero layout="split" />)).toContain('/media/hero/spotlight.svg');
    site.home = { heroScene: 'line-up' };
    expect(html(<Hero layout="split" />)).toContain('/media/hero/line-up.svg');
  });

  it("shows the site's own photo over any scene", () => {
    site.home = { heroImage: 'https://cdn.example.com/showroom.jpg', heroScene: 'spotlight' };
    const hero = html(<Hero layout="split" />);
    expect(hero).toContain('https://cdn.example.com/showroom.jpg');
    expect(hero).not.toContain('/media/hero/');
  });
});
