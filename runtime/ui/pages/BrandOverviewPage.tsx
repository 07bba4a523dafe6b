import { useLocation } from 'react-router';
import { brandOverviewTiles, overviewBrandAt } from '@dealer/site/brand-overview';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { NotFoundNotice, PageFrame } from '../site/PageFrame';
import { SiteImage } from '../site/SiteImage';

/** /{brand}/overview: a tile per model of the brand, each into that model's stock, then all the brand's stock. */
export default function BrandOverviewPage() {
  const { pathname } = useLocation();
  const routeTitle = useRouteTitle();
  const brand = overviewBrandAt(pathname, SITE);
  if (!brand) {
    return (
      <PageFrame title={routeTitle}>
        <NotFoundNotice what="brand" back={{ label: 'Go to the home page', href: '/' }} />
      </PageFrame>
    );
  }
  const crumbs = SITE.brands.directory ? [{ label: 'Our brands', href: '/brands' }, { label: routeTitle }] : [{ label: routeTitle }];
  return (
    <PageFrame title={routeTitle} crumbs={crumbs} className="page--brand-overview">
      <ul className="promo-tiles__list brand-overview__tiles" aria-label={`${brand.name} models`}>
        {brandOverviewTiles(brand, SITE.search.pathPrefix).map((tile) => (
          <li key={tile.href}>
            <a href={tile.href} className="promo-tile">
              {tile.image && <SiteImage src={tile.image} size="offer" alt="" />}
              <strong>{tile.label}</strong>
            </a>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
