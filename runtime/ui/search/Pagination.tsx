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
        <a href={href(page - 1)} rel="prev" className="pagination__step">
          Previous
        </a>
      )}
      {first > 1 && <a href={href(1)}>1</a>}
      {first > 2 && <span aria-hidden="true">…</span>}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className="pagination__current">
            {n}
          </span>
        ) : (
          <a key={n} href={href(n)} aria-label={`Page ${n}`}>
            {n}
          </a>
        ),
      )}
      {last < pages - 1 && <span aria-hidden="true">…</span>}
      {last < pages && (
        <a href={href(pages)} aria-label={`Page ${pages}`}>
          {pages}
        </a>
      )}
      {page < pages && (
        <a href={href(page + 1)} rel="next" className="pagination__step">
          Next
        </a>
      )}
    </nav>
  );
}
