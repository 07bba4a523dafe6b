import { useLocation } from '@dealer/ui/router';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { BlogTiles } from '../site/BlogTiles';
import { PageFrame } from '../site/PageFrame';

// The spec's blog categories, which live on the dealer's external blog.
const CATEGORIES = [
  { slug: 'buyer-advice', label: 'Buyer advice' },
  { slug: 'motoring-tips', label: 'Motoring tips' },
  { slug: 'servicing-insights', label: 'Servicing insights' },
  { slug: '4x4xmore-adventures', label: '4x4xMore adventures' },
] as const;

/** /blog and /blog/vehicle-reviews: article tiles and the category links to the external blog. */
export default function BlogPage() {
  const title = useRouteTitle();
  const reviewsOnly = useLocation().pathname.startsWith('/blog/vehicle-reviews');
  const base = (SITE.pages.blogUrl ?? '').replace(/\/+$/, '');
  return (
    <PageFrame title={title} crumbs={reviewsOnly ? [{ label: 'Blog', href: '/blog' }, { label: title }] : undefined} className="page--blog">
      {base && (
        <nav aria-label="Blog categories" className="blog-categories">
          <ul>
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <a href={`${base}/${category.slug}`}>{category.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <BlogTiles heading={reviewsOnly ? 'Latest vehicle reviews' : 'Latest articles'} {...(reviewsOnly ? { category: 'buyer-advice' } : {})} />
    </PageFrame>
  );
}
