import { resolveMenu } from '@dealer/site/menus';
import { SITE } from '@site/site.gen';

/** One tile per kind of stock the dealer sells. */
export function CarTypeTiles() {
  const links = resolveMenu(SITE, [{ label: 'Stock', dropdown: 'stock', children: [] }])[0]?.children ?? [];
  return (
    <section className="tiles" aria-labelledby="stock-tiles">
      <h2 id="stock-tiles">Browse our stock</h2>
      <ul className="tiles__list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="tile">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
