import { warrantyText } from '@dealer/site/content';
import { makeNameFromSlug, warrantyYears } from '@dealer/site/manufacturers';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { PageFrame } from '../site/PageFrame';

/** The makes the site sells: its one manufacturer, else its brands, else its locations' makes. */
function siteMakes(): { name: string; slug: string }[] {
  if (SITE.manufacturer) return [SITE.manufacturer];
  const brands = SITE.brands.groups.filter((g) => g.group === 'car').flatMap((g) => g.brands);
  if (brands.length > 0) return brands;
  const slugs = [...new Set(SITE.locations.flatMap((l) => l.manufacturers))];
  return slugs.map((slug) => ({ slug, name: makeNameFromSlug(slug) }));
}

/** Warranty wording by brand: 3, 5 or 7 years where the site states it. */
export default function WarrantyPage() {
  return (
    <PageFrame title={useRouteTitle()} className="page--warranty">
      <ul className="warranty-list">
        {siteMakes().map((make) => (
          <li key={make.slug}>
            <h2>{make.name}</h2>
            <p>{warrantyText(make.name, warrantyYears(make.slug, SITE.brands))}</p>
          </li>
        ))}
      </ul>
      {SITE.pages.service && (
        <p>
          <a href="/pages/book-a-service" className="button">
            Book a service
          </a>
        </p>
      )}
    </PageFrame>
  );
}
