import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page the server drew that hydrates in a pass of its own. React hydrates each Suspense boundary
 * separately, after the parts around it, so a long page comes alive in several short tasks instead of one
 * long one and the shopper's input is answered in between. The part the server drew stays on screen until
 * then; in the browser the empty fallback shows only while a lazy block inside is still loading.
 */
export function PagePart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
