import { BRAND_GROUP_TITLES } from '@dealer/site/constants';
import { directoryTiles } from '@dealer/site/manufacturers';
import { BRAND_GROUPS } from '../../../schema/lists.ts';
import { SITE } from '@site/site.gen';
import { BrandLogo } from '../layout/BrandLogo';

/** The stats banner the group states (brands.stats, e.g. 50+ locations, 40+ brands, 30+ years); none stated, none shown. */
export function StatsBanner() {
  if (SITE.brands.stats.length === 0) return null;
  return (
    <ul className="stats-banner" aria-label="About our group">
      {SITE.brands.stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong> <span>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The brand directory: the four groups (car, motorcycle, truck, own brand with the group's own brands) as logo grids. */
export function BrandDirectory() {
  return (
    <div className="brand-directory" data-feature="brand-directory">
      {BRAND_GROUPS.map((group) => {
        const tiles = directoryTiles(group, SITE);
        if (tiles.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`brands-${group}`}>
            <h2 id={`brands-${group}`}>{BRAND_GROUP_TITLES[group]}</h2>
            <ul className="brand-grid__list">
              {tiles.map((tile) => (
                <li key={tile.href}>
                  <a href={tile.href} className="brand-grid__brand">
                    <BrandLogo src={tile.logo} name={tile.name} size="large" />
                    <span>{tile.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
