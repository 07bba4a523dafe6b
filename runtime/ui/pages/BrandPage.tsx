import { useParams } from '@dealer/ui/router';
import { findBrand } from '@dealer/site/manufacturers';
import { SITE } from '@site/site.gen';
import { overviewBrands, overviewPath } from '../../../schema/brand-overviews.ts';
import { usePageTitle } from '../routing';
import { BrandStock } from '../search/DirectoryResults';
import { BrandBanner } from '../site/BrandBanner';
import { Breadcrumbs } from '../site/Breadcrumbs';
import { LocationsBlock } from '../site/LocationsBlock';
import NotFoundPage from './NotFoundPage';

/** /brands/{brandSlug}: the brand's banner, its models' overview where it has one, and the locations that sell it; a brand the site does not list is not found. */
export default function BrandPage() {
  const { brandSlug = '' } = useParams();
  const brand = findBrand(brandSlug, SITE.brands.groups);
  return brand ? <BrandContent brand={brand} /> : <NotFoundPage />;
}

function BrandContent({ brand }: { brand: NonNullable<ReturnType<typeof findBrand>> }) {
  usePageTitle(brand.name);
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
