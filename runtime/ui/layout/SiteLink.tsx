import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Site paths go through the router; other addresses are plain links. */
export function SiteLink(props: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const { href, children, ...rest } = props;
  return href.startsWith('/') ? (
    <Link to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
