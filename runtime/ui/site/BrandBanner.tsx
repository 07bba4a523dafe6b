import { brandLogoUrl, warrantyYears } from '@dealer/site/manufacturers';
import { warrantyText } from '@dealer/site/content';
import { SITE } from '@site/site.gen';
import { BrandLogo } from '../layout/BrandLogo';
import { PaymentIcons } from './PaymentIcons';
import { SiteImage } from './SiteImage';

/** A brand's banner: its 1920x540 image where it has one, logo, name, introduction, warranty wording, a link to its stock and the payment icons. */
export function BrandBanner(props: {
  brand: { name: string; slug: string; logo?: string | undefined; description?: string | undefined; bannerImage?: string | undefined };
}) {
  const { brand } = props;
  return (
    <section className="brand-banner" aria-label={brand.name}>
      {brand.bannerImage && <SiteImage src={brand.bannerImage} size="promotionsSlider" alt="" className="brand-banner__image" eager />}
      <BrandLogo src={brandLogoUrl(brand, SITE.images)} name={brand.name} size="large" />
      <div>
        <h1>{brand.name}</h1>
        {brand.description && <p>{brand.description}</p>}
        <p>{warrantyText(brand.name, warrantyYears(brand.slug, SITE.brands))}</p>
        <a href={`/${SITE.search.pathPrefix}/${brand.slug}`} className="button">
          View {brand.name} stock
        </a>
      </div>
      <PaymentIcons />
    </section>
  );
}
