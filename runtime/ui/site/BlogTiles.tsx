import type { BlogAnswer } from '@dealer/site/content-api';
import { FEATURE_BLOG } from '@site/site.gen';
import { useApi } from './api';
import { LoadState } from './LoadState';
import { SampleLabel } from './SampleLabel';
import { SiteImage } from './SiteImage';

interface BlogProps {
  heading: string;
  category?: string;
  limit?: number;
}

/** Blog cards (image, heading, date) linking to the articles, optionally only one category; left out when there are none. */
export function BlogCards(props: BlogProps & { answer: BlogAnswer }) {
  const cards = props.answer.cards.filter((c) => !props.category || c.category === props.category).slice(0, props.limit);
  if (cards.length === 0) return null;
  return (
    <section className="blog-tiles" aria-label={props.heading} data-feature="blog">
      <h2>{props.heading}</h2>
      <SampleLabel sample={props.answer.sample} />
      <ul className="blog-tiles__list">
        {cards.map((card) => (
          <li key={`${card.href} ${card.heading}`}>
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

/** Nothing while the cards load, so a site without any never shows a heading over nothing. */
function Blog(props: BlogProps) {
  const state = useApi<BlogAnswer>('/content/blog');
  if (state.status === 'ready') return <BlogCards {...props} answer={state.data} />;
  if (state.status !== 'error') return null;
  return (
    <section className="blog-tiles" aria-label={props.heading} data-feature="blog">
      <h2>{props.heading}</h2>
      <LoadState state={state} what="articles" />
    </section>
  );
}

/** Blog tiles, where the site has a blog. Off, the block and its code are left out of the bundle (FEATURE_BLOG is a literal constant). */
export function BlogTiles(props: BlogProps) {
  return FEATURE_BLOG ? <Blog {...props} /> : null;
}
