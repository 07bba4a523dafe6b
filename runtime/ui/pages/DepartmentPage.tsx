import { lazy, Suspense } from 'react';
import { useLocation } from '@dealer/ui/router';
import { copySlugOf } from '@dealer/site/copy-pages';
import { departmentBlocks } from '@dealer/site/departments';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { LocationsBlock } from '../site/LocationsBlock';
import { PageCopy, usePageCopy } from '../site/PageCopy';
import { PageFrame } from '../site/PageFrame';

// Lazy, so the form's code loads after the page's own.
const EnquiryForm = lazy(() => import('../forms/EnquiryForm').then((m) => ({ default: m.EnquiryForm })));

/**
 * The service and parts pages (/service, /pages/book-a-service, /vehicle-parts-and-accessories,
 * /pages/parts-accessories, /parts/search, /prepaid-maintenance-plan, /roadside-assistance): the
 * page's configured copy, the department's locations with their hours, and an enquiry that starts on
 * the department's category.
 */
export default function DepartmentPage() {
  const { pathname } = useLocation();
  const blocks = departmentBlocks(pathname, SITE.forms.categories);
  const state = usePageCopy(copySlugOf(pathname));
  return (
    <PageFrame title={useRouteTitle()} className={`page--department page--${blocks.department}`}>
      <PageCopy state={state} />
      <LocationsBlock block={{ filter: blocks.locations }} heading={blocks.locationsHeading} />
      <section className="department-enquiry" aria-labelledby="department-enquiry-title">
        <h2 id="department-enquiry-title">{blocks.enquiryHeading}</h2>
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <EnquiryForm category={blocks.category ?? undefined} />
        </Suspense>
      </section>
    </PageFrame>
  );
}
