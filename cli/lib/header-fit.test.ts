import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tenantSchema, type Tenant } from '../../schema/tenant.ts';
import { headerBreakpoint, headerLayoutImports, headerMenu, MOBILE_BREAKPOINT, type HeaderTemplate } from './header-fit.ts';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const tenant = (slug: string): Tenant => tenantSchema.parse(JSON.parse(read(`tenants/${slug}.json`)));
const template = (t: Tenant): HeaderTemplate => JSON.parse(read(`templates/${t.template}/template.json`)) as HeaderTemplate;
const SAMPLES = ['harbourside-auto-group', 'parkway-motors', 'coastal-nissan', 'redgum-used-cars'];

/** Nine short items: beside a brand header's logo and maker, more than a 1024 px laptop's row holds. */
const LAPTOP_TOO_NARROW = ['Home', 'New Vehicles', 'Used Vehicles', 'Special Offers', 'Finance', 'Service', 'Contact Us', 'About', 'Trade In'];

const withMenu = (t: Tenant, labels: string[]): Tenant =>
  tenantSchema.parse({ ...t, navigation: { ...t.navigation, header: labels.map((label) => ({ label, href: '/', children: [] })) } });

describe('the width from which the header menu fits one row', () => {
  it.each(SAMPLES)("%s: the template's menu fits from the mobile breakpoint", (slug) => {
    const t = tenant(slug);
    expect(headerMenu(t, template(t)).length).toBeGreaterThanOrEqual(4);
    expect(headerBreakpoint(t, template(t))).toBe(MOBILE_BREAKPOINT);
  });

  it('collapses a nine-item menu into the Menu button above 1280 px', () => {
    const t = withMenu(tenant('parkway-motors'), [
      'Home',
      'New Vehicles',
      'Demo Vehicles',
      'Used Vehicles',
      'Special Offers',
      'Finance',
      'Trade In',
      'Service & Parts',
      'About Parkway',
    ]);
    const breakpoint = headerBreakpoint(t, template(t));
    expect(breakpoint === null || breakpoint > 1280).toBe(true);
    expect(headerLayoutImports(t, template(t))).toBe("@import '@dealer/ui/layout/header-collapsed.css';");
  });

  it('switches a menu a little too long for a laptop at a wider breakpoint, never below the mobile one', () => {
    const short = withMenu(tenant('harbourside-auto-group'), ['Home', 'Stock']);
    expect(headerBreakpoint(short, template(short))).toBe(MOBILE_BREAKPOINT);
    const t = withMenu(tenant('parkway-motors'), LAPTOP_TOO_NARROW);
    const breakpoint = headerBreakpoint(t, template(t))!;
    expect(breakpoint).toBeGreaterThan(MOBILE_BREAKPOINT);
    expect(breakpoint).toBeLessThanOrEqual(1200);
    expect(headerLayoutImports(t, template(t))).toBe(
      `@import '@dealer/ui/layout/header-collapsed.css' (max-width: ${breakpoint - 0.02}px);\n@import '@dealer/ui/layout/header-wide.css' (min-width: ${breakpoint}px);`,
    );
  });

  it('counts the logo beside a brand header menu, not beside a group one (its menu has a row of its own)', () => {
    const brand = withMenu(tenant('parkway-motors'), LAPTOP_TOO_NARROW);
    expect(headerBreakpoint(brand, { ...template(brand), headerVariant: 'group' })).toBe(MOBILE_BREAKPOINT);
    expect(headerBreakpoint(brand, template(brand))).toBeGreaterThan(MOBILE_BREAKPOINT);
  });

  it.each(SAMPLES)("%s: the generated theme imports the header's layouts at its breakpoint", (slug) => {
    const t = tenant(slug);
    const theme = read(`generated/${slug}/src/theme.gen.css`);
    expect(theme).toContain(headerLayoutImports(t, template(t)));
    expect(theme).toMatch(/@import '@dealer\/ui\/layout\/header-wide\.css' \(min-width: \d+px\);/);
  });
});
