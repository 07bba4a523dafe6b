export interface Crumb {
  label: string;
  href?: string;
}

/** The trail from Home to the current page; the last crumb is the page itself. */
export function Breadcrumbs(props: { items: Crumb[] }) {
  const items: Crumb[] = [{ label: 'Home', href: '/' }, ...props.items];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {items.map((item, index) =>
          index < items.length - 1 && item.href ? (
            <li key={item.label}>
              <a href={item.href}>{item.label}</a>
            </li>
          ) : (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
