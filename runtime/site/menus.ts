/**
 * Header and footer menus: a template's defaults or the tenant's own, with the dynamic dropdowns
 * (models, stock, brands) filled from the tenant's data.
 */
import { overviewPath } from '../../schema/brand-overviews.ts';
import { makeNameFromSlug, manufacturerSlug } from './manufacturers.ts';
import type { CarType, Tenant } from './tenant.ts';

// The CLI names new tenants with the same slug rule as every site path.
export { slugify } from './slug.ts';

export const ALL_MODELS_LABEL = 'All models';

export interface MenuLink {
  label: string;
  href: string;
  logo?: string;
}

export interface MenuItem {
  label: string;
  href?: string;
  dropdown?: 'models' | 'stock' | 'brands';
  children: MenuLink[];
}

export interface FooterGroup {
  title: string;
  links: MenuLink[];
}

const CAR_TYPE_PATHS: Record<CarType, { segment: string; label: string }> = {
  new: { segment: 'new-cars', label: 'New cars' },
  demo: { segment: 'demo-cars', label: 'Demo cars' },
  used: { segment: 'used-cars', label: 'Used cars' },
};

function stockLinks(t: Tenant): MenuLink[] {
  const prefix = `/${t.search.pathPrefix}`;
  const links = t.carTypes.map((type) => ({ label: CAR_TYPE_PATHS[type].label, href: `${prefix}/${CAR_TYPE_PATHS[type].segment}` }));
  return links.length > 1 ? [{ label: 'All stock', href: t.search.defaultPath }, ...links] : [{ label: 'All stock', href: t.search.defaultPath }];
}

function modelLinks(t: Tenant): MenuLink[] {
  const make = t.manufacturer?.slug;
  const models = t.navigation.models.map((model) => ({
    label: model.name,
    href: model.overrideUrl ?? (make ? `/${t.search.pathPrefix}/${make}/${model.slug}` : `/${model.slug}`),
    ...(model.image ? { logo: model.image } : {}),
  }));
  // A single-brand site's models also have their overview page (/{make}/overview): the dropdown ends with it.
  return make && models.length > 0 ? [...models, { label: ALL_MODELS_LABEL, href: overviewPath(make) }] : models;
}

function brandLinks(t: Tenant): MenuLink[] {
  const fromWebsites = t.dealershipWebsites.map((w) => ({
    label: w.make,
    href: `/${t.search.pathPrefix}/${manufacturerSlug(w.make)}`,
    ...(w.logo ? { logo: w.logo.url } : {}),
  }));
  if (fromWebsites.length > 0) return fromWebsites;
  const makes = [...new Set(t.locations.flatMap((l) => l.manufacturers))].sort();
  return makes.map((make) => ({ label: makeNameFromSlug(make), href: `/${t.search.pathPrefix}/${make}`, logo: `/media/logo/${make}.svg` }));
}

/** Fills each dynamic dropdown from the tenant; a dropdown with nothing to show is dropped. */
export function resolveMenu(t: Tenant, items: readonly MenuItem[]): MenuItem[] {
  const fill = { models: modelLinks, stock: stockLinks, brands: brandLinks };
  return items.flatMap((item) => {
    if (!item.dropdown) return [item];
    const children = [...fill[item.dropdown](t), ...item.children];
    return children.length ? [{ ...item, children }] : [];
  });
}

/** The header menu a template gives a tenant without its own: its vehicles dropdown, then the pages the tenant has. */
export function templateHeaderMenu(t: Tenant, vehicles: { label: string; dropdown: NonNullable<MenuItem['dropdown']> }): MenuItem[] {
  const link = (label: string, href: string): MenuItem => ({ label, href, children: [] });
  const service = [
    t.pages.service && { label: 'Book a service', href: '/pages/book-a-service' },
    t.pages.parts && { label: 'Parts and accessories', href: '/vehicle-parts-and-accessories' },
    t.pages.warranty && { label: 'Warranty', href: '/warranty' },
  ].filter((item): item is MenuLink => Boolean(item));
  const company = [
    { label: 'About us', href: '/about-us' },
    { label: 'Contact us', href: '/contact-us' },
    { label: 'Dealer locator', href: '/dealer-locator' },
    ...(t.pages.faqs ? [{ label: 'FAQs', href: '/faqs' }] : []),
    ...(t.pages.blog ? [{ label: 'Blog', href: '/blog' }] : []),
  ];
  return [
    link('Home', '/'),
    { ...vehicles, children: t.brands.directory ? [{ label: 'All brands', href: '/brands' }] : [] },
    ...(t.offers.enabled ? [link('Offers', '/special-offers')] : []),
    { label: 'Our Stock', dropdown: 'stock', children: [] },
    ...(t.forms.tradeIn ? [link('Trade In', '/trade-in')] : []),
    ...(t.pages.service || t.pages.parts ? [{ label: 'Service', children: service }] : []),
    { label: 'Company', children: company },
  ];
}
