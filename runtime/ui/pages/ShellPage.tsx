import { formatPhone, telHref } from '@dealer/site/phones';
import { SITE } from '@site/site.gen';
import { usePageTitle, useRouteTitle } from '../routing';

/** A titled page whose content a later release fills; it still offers the ways forward a shopper needs. */
export default function ShellPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  return (
    <section className="page page--shell">
      <h1>{title}</h1>
      <p>
        This page is on its way. Meanwhile, <a href={SITE.search.defaultPath}>browse our stock</a> or call us on{' '}
        <a href={telHref(SITE.phones.main)}>{formatPhone(SITE.phones.main)}</a>.
      </p>
    </section>
  );
}
