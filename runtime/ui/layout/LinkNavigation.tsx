import { useEffect } from 'react';
import { useNavigate } from '@dealer/ui/router';
import { routedLinkPath } from './link-click';

/**
 * Takes every click on a link to a page of the site through the router, from one listener on the document.
 * The site's links are plain `<a href>`: React Router's `<Link>` ran its own router hooks for each of a page's
 * hundred or so links while the page hydrated, and a link the server drew works the same before and after.
 * It hears a click after React's handlers do, so a link's onClick (closing a menu) runs first and may cancel.
 */
export function LinkNavigation(): null {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const here = window.location;
      const path = routedLinkPath(event, here);
      if (path === null) return;
      event.preventDefault();
      // As React Router's links do: a link to the page the shopper is on replaces its history entry.
      navigate(path, { replace: path === here.pathname + here.search + here.hash });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
