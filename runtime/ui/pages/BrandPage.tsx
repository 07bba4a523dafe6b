import { useParams } from 'react-router';
import { findBrand } from '@dealer/site/manufacturers';
import { SITE } from '@site/site.gen';
import { overviewBrands, overviewPath } from '../../../schema/brand-overviews.ts';
import { usePageTitle, useRouteTitle } from '../routing';
import { BrandStock } from '../search/DirectoryResults';
import { BrandBanner } from '../site/BrandBanner';
import { Breadcrumbs } from '../site/Breadcrumbs';
import { LocationsBlock } from '../site/LocationsBlock';
import { NotFoundNotice, PageFrame } from '../site/PageFrame';

/** /brands/{brandSlug}: the brand's banner, its models' overview where it has one, and the locations that sell it. */
export default function BrandPage() {
  const { brandSlug = '' } = useParams();
  const routeTitle = useRouteTitle();
  const brand = findBrand(brandSlug, SITE.brands.groups);
  usePageTitle(brand?.name ?? routeTitle);
  if (!brand) {
    return (
      <PageFrame title={routeTitle}>
        <NotFoundNotice what="brand" back={{ label: 'See all our brands', href: '/brands' }} />
      </PageFrame>
    );
  }
  return (
    <article className="page page--brand">
      <Breadcrumbs items={[{ label: 'Our brands', href: '/brands' }, { label: brand.name }]} />
      <BrandBanner brand={brand} />
      {overviewBrands(SITE).some((b) => b.slug === brand.slug) && (
        <p>
          <a href={overviewPath(brand.slug)} className="button">
            View {brand.name} models
          </a>
        </p>
      )}
      <BrandStock brand={brand} />
      <LocationsBlock block={{ filter: 'sales', manufacturer: brand.slug }} heading={`Where to buy ${brand.name}`} />
    </article>
  );
}
