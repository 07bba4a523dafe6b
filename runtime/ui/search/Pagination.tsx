import { Link } from 'react-router';

/** Page links either side of the current one. */
const WINDOW = 2;

/** Real links, so every page has its own URL and opens in a new tab. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href(page: number): string }) {
  if (pages <= 1) return null;
  const first = Math.max(1, page - WINDOW);
  const last = Math.min(pages, page + WINDOW);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className="pagination__step">
          Previous
        </Link>
      )}
      {first > 1 && <Link to={href(1)}>1</Link>}
      {first > 2 && <span aria-hidden="true">…</span>}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className="pagination__current">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} aria-label={`Page ${n}`}>
            {n}
          </Link>
        ),
      )}
      {last < pages - 1 && <span aria-hidden="true">…</span>}
      {last < pages && <Link to={href(pages)} aria-label={`Page ${pages}`}>{pages}</Link>}
      {page < pages && (
        <Link to={href(page + 1)} rel="next" className="pagination__step">
          Next
        </Link>
      )}
    </nav>
  );
}
