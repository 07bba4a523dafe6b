import { BRAND_GROUP_TITLES, STATS_BANNER } from '@dealer/site/constants';
import { brandHref, brandLogoUrl } from '@dealer/site/manufacturers';
import { BRAND_GROUPS } from '../../../schema/lists.ts';
import { SITE } from '@site/site.gen';
import { BrandLogo } from '../layout/BrandLogo';
import { SiteLink } from '../layout/SiteLink';

/** The stats banner: 50+ locations, 40+ brands, 30+ years. */
export function StatsBanner() {
  const stats = [
    { value: STATS_BANNER.locations, label: 'Locations' },
    { value: STATS_BANNER.brands, label: 'Brands' },
    { value: STATS_BANNER.years, label: 'Years' },
  ];
  return (
    <ul className="stats-banner" aria-label="About our group">
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong> <span>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The brand directory: the four groups (car, motorcycle, truck, own brand) as logo grids. */
export function BrandDirectory() {
  return (
    <div className="brand-directory" data-feature="brand-directory">
      {BRAND_GROUPS.map((group) => {
        const brands = SITE.brands.groups.filter((g) => g.group === group).flatMap((g) => g.brands);
        if (brands.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`brands-${group}`}>
            <h2 id={`brands-${group}`}>{BRAND_GROUP_TITLES[group]}</h2>
            <ul className="brand-grid__list">
              {brands.map((brand) => (
                <li key={brand.slug}>
                  <SiteLink href={brandHref(brand, SITE.brands, SITE.search.pathPrefix)} className="brand-grid__brand">
                    <BrandLogo src={brandLogoUrl(brand, SITE.images)} name={brand.name} size="large" />
                    <span>{brand.name}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
