import { resolveMenu } from '@dealer/site/menus';
import { SITE } from '@site/site.gen';
import { BrandLogo } from '../layout/BrandLogo';

/** The group's brands, each linking to its stock. */
export function BrandGrid() {
  const brands = resolveMenu(SITE, [{ label: 'Brands', dropdown: 'brands', children: [] }])[0]?.children ?? [];
  if (brands.length === 0) return null;
  return (
    <section className="brand-grid" aria-labelledby="brand-grid">
      <h2 id="brand-grid">Shop by brand</h2>
      <ul className="brand-grid__list">
        {brands.map((brand) => (
          <li key={brand.href}>
            <a href={brand.href} className="brand-grid__brand">
              <BrandLogo src={brand.logo} name={brand.label} />
              <span>{brand.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
