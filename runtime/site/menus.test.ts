import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { resolveMenu, templateHeaderMenu } from './menus.ts';

const tenant = tenantSchema.parse({
  slug: 'harbourside-auto-group',
  id: 101,
  name: 'Harbourside Auto Group',
  template: 'group',
  phones: { main: '07 3100 2000' },
  locations: [
    { id: 11, name: 'Harbourside Toyota', phone: '07 3100 2010', address: { street: '12 Wharf Street', city: 'Brisbane', state: 'qld', postcode: '4000' } },
  ],
  dealershipWebsites: [
    { url: 'https://gwm.example.com', make: 'GWM', name: 'Harbourside GWM', title: 'GWM', slug: 'harbourside-gwm' },
    { url: 'https://kgm.example.com', make: 'KGM SsangYong', name: 'Harbourside KGM', title: 'KGM', slug: 'harbourside-kgm' },
  ],
});

describe('resolveMenu brand dropdown', () => {
  it('links each brand to its stock with the manufacturer slug exceptions', () => {
    const [brands] = resolveMenu(tenant, [{ label: 'Brands', dropdown: 'brands', children: [] }]);
    expect(brands?.children.map((link) => link.href)).toEqual(['/search/gwm-haval', '/search/kgm-ssangyong']);
  });
});

describe('resolveMenu models dropdown', () => {
  it("lists a single-brand site's models into their stock, ending with the models overview", () => {
    const nissan = tenantSchema.parse({
      ...tenant,
      manufacturer: { name: 'Nissan', slug: 'nissan' },
      navigation: {
        models: [
          { name: 'Navara', slug: 'navara' },
          { name: 'X-Trail', slug: 'x-trail' },
        ],
      },
    });
    const [vehicles] = resolveMenu(nissan, [{ label: 'Vehicles', dropdown: 'models', children: [] }]);
    expect(vehicles?.children).toEqual([
      { label: 'Navara', href: '/search/nissan/navara' },
      { label: 'X-Trail', href: '/search/nissan/x-trail' },
      { label: 'All models', href: '/nissan/overview' },
    ]);
  });
  it('drops the dropdown when the site lists no models', () => {
    expect(resolveMenu(tenant, [{ label: 'Vehicles', dropdown: 'models', children: [] }])).toEqual([]);
  });
});

describe('templateHeaderMenu', () => {
  it("leads with the template's vehicles dropdown and lists only the pages the tenant has", () => {
    const bare = tenantSchema.parse({ ...tenant, offers: { enabled: false }, forms: { tradeIn: false }, pages: { service: false, parts: false } });
    expect(templateHeaderMenu(bare, { label: 'Brands', dropdown: 'brands' }).map((item) => item.label)).toEqual(['Home', 'Brands', 'Our Stock', 'Company']);
    const full = tenantSchema.parse({ ...tenant, offers: { enabled: true }, forms: { tradeIn: true }, pages: { service: true, parts: false, warranty: true } });
    const menu = templateHeaderMenu(full, { label: 'Vehicles', dropdown: 'models' });
    expect(menu.map((item) => item.label)).toEqual(['Home', 'Vehicles', 'Offers', 'Our Stock', 'Trade In', 'Service', 'Company']);
    expect(menu.find((item) => item.label === 'Service')?.children.map((link) => link.label)).toEqual(['Book a service', 'Warranty']);
  });
});
