import type { FooterGroup } from '@dealer/site/menus';
import { SITE } from '@site/site.gen';

const SOCIAL_LABELS = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok', linkedin: 'LinkedIn' } as const;

/** A footer column is drawn only with links under it: a heading over nothing (a used-car site's models) reads as broken. */
export function SiteFooter(props: { groups: FooterGroup[] }) {
  const social = Object.entries(SOCIAL_LABELS).flatMap(([key, label]) => {
    const href = SITE.social[key as keyof typeof SOCIAL_LABELS];
    return href ? [{ href, label }] : [];
  });
  return (
    <footer className="site-footer">
      <div className="site-footer__groups">
        {props.groups
          .filter((group) => group.links.length > 0)
          .map((group) => (
            <nav key={group.title} aria-label={group.title} className="site-footer__group">
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
      </div>
      {social.length > 0 && (
        <ul className="site-footer__social" aria-label="Follow us">
          {social.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="site-footer__legal">© {SITE.dealershipGroup ?? SITE.name}. Prices and offers are subject to change; see the terms and conditions.</p>
    </footer>
  );
}
