/**
 * From which viewport width a site's header menu fits one row, estimated at generation from the menu's labels, so the
 * site's CSS switches to the Menu button below it with no script: each label's characters at the body font's average
 * glyph width, plus the item's padding and a dropdown's caret, beside the logo (and maker) where the template puts them
 * on the menu's row. The sizes mirror runtime/ui/styles.css and layout/header-wide.css; the call and garage links sit
 * in a strip of their own in both templates, so they take nothing from the row.
 */
import { resolveMenu, templateHeaderMenu, type MenuItem } from '../../runtime/site/menus.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { fontMetrics } from './theme-fonts.ts';

const REM = 16;
/** Below it every site shows the Menu button (the lg breakpoint). */
export const MOBILE_BREAKPOINT = 992;
/** The header row stops at --content-width; up to that width header-wide.css sets the menu tighter. */
const CONTENT_WIDTH = 1200;
/** Menu items in the tight and the wide range: font size and padding on each side, in rem. */
const ITEM = { tight: { font: 0.9, padding: 0.5 }, wide: { font: 0.95, padding: 0.7 } } as const;
/** The dropdown caret: 0.4em wide after a 0.45rem margin. */
const CARET = { em: 0.4, rem: 0.45 };
/** Metrics average a lowercase regular text; labels are capitalised and set at 600, which draw wider. */
const SEMIBOLD_CAPITALISED = 1.12;
/** The maker's badge: uppercase 0.75rem with 0.1em letter spacing, 0.5rem padding, a 1px border. */
const MAKER = { font: 0.75, spacing: 0.1, padding: 0.5, border: 1, uppercase: 1.3 };
/** A logo whose width the tenant leaves out stands 48 px high at its own width, assumed this many times its height. */
const LOGO = { height: 48, aspect: 4 };
/** The header's spacing unit per density (theme.gen.css --space-unit), in rem. */
const SPACE_UNIT = { compact: 0.4, comfortable: 0.5, airy: 0.6 } as const;
/** An estimate: a few per cent spare rather than a cut-off item. */
const SLACK = 1.04;

export interface HeaderTemplate {
  headerVariant: 'group' | 'brand';
  vehiclesMenu: { label: string; dropdown: NonNullable<MenuItem['dropdown']> };
}

/** The header menu a tenant's site shows: its own, or its template's, with empty dynamic dropdowns dropped. */
export function headerMenu(tenant: Tenant, template: HeaderTemplate): MenuItem[] {
  return resolveMenu(tenant, tenant.navigation.header ?? templateHeaderMenu(tenant, template.vehiclesMenu));
}

/** The width a text takes: characters × the font's average glyph width. */
function textWidth(text: string, fontPx: number, role: 'body' | 'heading', tenant: Tenant): number {
  const metrics = fontMetrics(tenant.theme.fonts, role);
  return text.length * (metrics.xWidthAvg / metrics.unitsPerEm) * fontPx;
}

function menuWidth(tenant: Tenant, menu: MenuItem[], range: keyof typeof ITEM): number {
  const { font, padding } = ITEM[range];
  return menu.reduce((sum, item) => {
    const caret = item.children.length > 0 ? CARET.em * font * REM + CARET.rem * REM : 0;
    return sum + textWidth(item.label, font * REM, 'body', tenant) * SEMIBOLD_CAPITALISED + 2 * padding * REM + caret;
  }, 0);
}

/** The logo (or the name in its place) and the maker's badge, as the brand template puts them beside the menu. */
function brandWidth(tenant: Tenant): number {
  const space = SPACE_UNIT[tenant.theme.density] * REM;
  const logo = tenant.logo
    ? (tenant.logo.width ?? (tenant.logo.height ?? LOGO.height) * LOGO.aspect)
    : textWidth(tenant.name, tenant.theme.typeScale * REM, 'heading', tenant) * SEMIBOLD_CAPITALISED;
  if (!tenant.manufacturer) return logo;
  const makerFont = MAKER.font * REM;
  const maker =
    tenant.manufacturer.name.length * makerFont * MAKER.spacing +
    textWidth(tenant.manufacturer.name, makerFont, 'body', tenant) * MAKER.uppercase +
    2 * MAKER.padding * REM +
    2 * MAKER.border;
  return logo + space + maker;
}

/**
 * The narrowest viewport at which the header's menu row holds every item, never below the mobile breakpoint; null
 * when it never does (even the content-wide row is too narrow), so the site always shows the Menu button.
 */
export function headerBreakpoint(tenant: Tenant, template: HeaderTemplate): number | null {
  const menu = headerMenu(tenant, template);
  const space = SPACE_UNIT[tenant.theme.density] * REM;
  // The row's padding (space-2 each side), and on a brand header the logo and the column gap (space-3) before the menu.
  const around = 4 * space + (template.headerVariant === 'brand' ? brandWidth(tenant) + 3 * space : 0);
  const wide = Math.ceil((menuWidth(tenant, menu, 'wide') + around) * SLACK);
  if (wide > CONTENT_WIDTH) return null;
  const tight = Math.ceil((menuWidth(tenant, menu, 'tight') + around) * SLACK);
  return Math.max(MOBILE_BREAKPOINT, tight);
}

const COLLAPSED = "'@dealer/ui/layout/header-collapsed.css'";
const WIDE = "'@dealer/ui/layout/header-wide.css'";

/** The theme's @import rules: the collapsed header below the breakpoint, the one-row header from it. */
export function headerLayoutImports(tenant: Tenant, template: HeaderTemplate): string {
  const breakpoint = headerBreakpoint(tenant, template);
  if (breakpoint === null) return `@import ${COLLAPSED};`;
  return `@import ${COLLAPSED} (max-width: ${breakpoint - 0.02}px);\n@import ${WIDE} (min-width: ${breakpoint}px);`;
}
