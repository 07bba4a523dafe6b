import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { IMAGE_SIZES } from '@dealer/site/constants';
import { imageUrl } from '@dealer/site/images';
import { SITE } from '@site/site.gen';

/** The home page's hero with a stock search box that leads to the search page. */
export function Hero() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `${SITE.search.defaultPath}?query=${encodeURIComponent(text)}` : SITE.search.defaultPath);
  };
  return (
    <section
      className="hero"
      style={
        SITE.home.heroImage
          ? { backgroundImage: `url(${imageUrl(SITE.home.heroImage, SITE.images, { width: IMAGE_SIZES.promotionsSlider.width })})` }
          : undefined
      }
    >
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
    </section>
  );
}
