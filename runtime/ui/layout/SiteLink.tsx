import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';

/**
 * Site paths go through the router; other addresses are plain links. Outside a router (a block such
 * as the locations carousel rendered on its own) a site path is a plain link too, instead of the
 * router's internal error.
 */
export function SiteLink(props: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const { href, children, ...rest } = props;
  const inRouter = useInRouterContext();
  return href.startsWith('/') && inRouter ? (
    <Link to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
