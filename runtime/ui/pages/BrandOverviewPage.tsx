import { useLocation } from '@dealer/ui/router';
import { brandOverviewTiles, overviewBrandAt } from '@dealer/site/brand-overview';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { PageFrame } from '../site/PageFrame';
import { SiteImage } from '../site/SiteImage';
import NotFoundPage from './NotFoundPage';

/** /{brand}/overview: a tile per model of the brand, each into that model's stock, then all the brand's stock; a brand without an overview is not found. */
export default function BrandOverviewPage() {
  const { pathname } = useLocation();
  const routeTitle = useRouteTitle();
  const brand = overviewBrandAt(pathname, SITE);
  if (!brand) return <NotFoundPage />;
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
