import Menu from 'lucide/dist/esm/icons/menu.mjs';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useLocation } from '@dealer/ui/router';
import { menuKeyAction } from '@dealer/site/menu-keys';
import type { MenuItem } from '@dealer/site/menus';
import { formatPhone, telHref } from '@dealer/site/phones';
import { FEATURE_GARAGE, SITE } from '@site/site.gen';
import { BrandLogo } from './BrandLogo';
import { Icon } from '../site/Icon';

export type HeaderVariant = 'group' | 'brand';

/**
 * A header dropdown. It opens on hover or click as the site chooses, and always by keyboard: Down or Up
 * on the toggle opens it on the first or last link; Down, Up, Home and End move between its links;
 * Escape closes it and hands focus back to the toggle; tabbing out closes it.
 */
function Dropdown(props: { item: MenuItem; open: boolean; onToggle: (open: boolean) => void }) {
  const id = useId();
  const hover = SITE.navigation.dropdownOpensOn === 'hover';
  const { item, open, onToggle } = props;
  const withLogos = item.dropdown === 'brands';
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // A link to focus once the list is shown: a hidden list's links cannot take focus.
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  useEffect(() => {
    if (!open || pendingFocus === null) return;
    links()[pendingFocus]?.focus();
    setPendingFocus(null);
  }, [open, pendingFocus]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLLIElement>) => {
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const action = menuKeyAction(event.key, current >= 0 ? current : null, items.length);
    if (action.kind === 'none' || (action.kind === 'close' && !open)) return;
    event.preventDefault();
    if (action.kind === 'close') {
      onToggle(false);
      toggle.current?.focus();
    } else if (open) {
      items[action.index]?.focus();
    } else {
      onToggle(true);
      setPendingFocus(action.index);
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) onToggle(false);
  };

  return (
    <li
      className="menu__item menu__item--dropdown"
      onMouseEnter={hover ? () => onToggle(true) : undefined}
      onMouseLeave={hover ? () => onToggle(false) : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button ref={toggle} type="button" className="menu__toggle" aria-expanded={open} aria-controls={id} onClick={() => onToggle(!open)}>
        {item.label}
      </button>
      <ul ref={list} id={id} className={withLogos ? 'menu__dropdown menu__dropdown--logos' : 'menu__dropdown'} hidden={!open}>
        {item.children.map((link) => (
          <li key={link.href}>
            <a href={link.href} onClick={() => onToggle(false)}>
              {withLogos && <BrandLogo src={link.logo} name={link.label} />}
              <span>{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader(props: { variant: HeaderVariant; menu: MenuItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    setOpenIndex(null);
    setMobileOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (openIndex === null) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !headerRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [openIndex]);

  const classes = ['site-header', `site-header--${props.variant}`, openIndex !== null && 'is-menu-open', mobileOpen && 'is-nav-open'].filter(Boolean).join(' ');
  return (
    <header ref={headerRef} className={classes}>
      <div className="site-header__inner">
        <a href="/" className="site-header__brand">
          {SITE.logo ? (
            <img
              decoding="async"
              className="site-header__logo"
              src={SITE.logo.url}
              alt={SITE.logo.alt ?? SITE.name}
              width={SITE.logo.width}
              height={SITE.logo.height}
              // The configured box, which the art is contained in: a stylesheet's height: auto would size it by the art's shape.
              style={SITE.logo.height ? { height: SITE.logo.height, width: SITE.logo.width ?? 'auto' } : undefined}
            />
          ) : (
            <span>{SITE.name}</span>
          )}
          {props.variant === 'brand' && SITE.manufacturer && <span className="site-header__maker">{SITE.manufacturer.name}</span>}
        </a>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={mobileOpen}
          aria-controls="site-nav"
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <Icon icon={Menu} />
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className="site-header__nav">
          <ul className="menu">
            {props.menu.map((item, index) =>
              item.children.length > 0 ? (
                <Dropdown key={item.label} item={item} open={openIndex === index} onToggle={(open) => setOpenIndex(open ? index : null)} />
              ) : (
                <li key={item.label} className="menu__item">
                  <a href={item.href ?? '/'}>{item.label}</a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="site-header__actions">
          {FEATURE_GARAGE && (
            <a href={SITE.account.garagePath} className="site-header__garage">
              <span data-feature="garage">My garage</span>
            </a>
          )}
          <a className="button site-header__call" href={telHref(SITE.phones.main)}>
            Call {formatPhone(SITE.phones.main)}
          </a>
        </div>
      </div>
    </header>
  );
}
