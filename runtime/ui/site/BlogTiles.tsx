import type { BlogCard } from '@dealer/site/content-api';
import { FEATURE_BLOG } from '@site/site.gen';
import { useApi } from './api';
import { LoadState } from './LoadState';
import { SiteImage } from './SiteImage';

/** Blog cards (image, heading, date) linking to the articles, optionally only one category. */
function Blog(props: { heading: string; category?: string; limit?: number }) {
  const state = useApi<{ cards: BlogCard[] }>('/content/blog');
  const cards = state.status === 'ready' ? state.data.cards.filter((c) => !props.category || c.category === props.category).slice(0, props.limit) : [];
  return (
    <section className="blog-tiles" aria-label={props.heading} data-feature="blog">
      <h2>{props.heading}</h2>
      <LoadState state={state} what="articles" />
      {state.status === 'ready' && cards.length === 0 && <p>No articles yet.</p>}
      <ul className="blog-tiles__list">
        {cards.map((card) => (
          <li key={card.href}>
            <a href={card.href} className="blog-tile">
              <SiteImage src={card.image} size="offer" alt="" />
              <strong>{card.heading}</strong>
              <span>{card.date}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Blog tiles, where the site has a blog. Off, the block and its code are left out of the bundle (FEATURE_BLOG is a literal constant). */
export function BlogTiles(props: { heading: string; category?: string; limit?: number }) {
  return FEATURE_BLOG ? <Blog {...props} /> : null;
}
