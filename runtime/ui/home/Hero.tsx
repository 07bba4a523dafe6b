import { useState, type CSSProperties, type FormEvent } from 'react';
import { useNavigate } from '@dealer/ui/router';
import { IMAGE_SIZES } from '@dealer/site/constants';
import { imageUrl } from '@dealer/site/images';
import { SITE } from '@site/site.gen';

/** cover: the picture fills the block behind the words (a group's line-up); split: words beside the picture (a brand's car). */
export type HeroLayout = 'cover' | 'split';

/** The site's own hero photo, else the drawn scene it chose, else its layout's. */
function heroPicture(layout: HeroLayout): string {
  if (SITE.home.heroImage) return imageUrl(SITE.home.heroImage, SITE.images, { width: IMAGE_SIZES.promotionsSlider.width });
  return `${SITE.images.host.replace(/\/+$/, '')}/hero/${SITE.home.heroScene ?? (layout === 'cover' ? 'line-up' : 'spotlight')}.svg`;
}

/** The home page's hero with a stock search box that leads to the search page. */
export function Hero({ layout = 'cover' }: { layout?: HeroLayout }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `${SITE.search.defaultPath}?query=${encodeURIComponent(text)}` : SITE.search.defaultPath);
  };
  return (
    <section className={`hero hero--${layout}`} style={{ '--hero-image': `url("${heroPicture(layout)}")` } as CSSProperties}>
      <div className="hero__words">
        <h1>{SITE.home.heroTitle}</h1>
        {SITE.home.heroSubtitle && <p>{SITE.home.heroSubtitle}</p>}
        <form role="search" className="hero__search" onSubmit={search}>
          <label htmlFor="hero-query" className="visually-hidden">
            Search our stock
          </label>
          <input id="hero-query" type="search" placeholder="Make, model or keyword" value={query} onChange={(e) => setQuery(e.target.value)} />
          <button type="submit" className="button">
            Search
          </button>
        </form>
      </div>
    </section>
  );
}
