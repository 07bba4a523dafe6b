import type { ReactNode } from 'react';
import { useApi } from './api';
import { LoadState } from './LoadState';

interface ContentBlockProps<T> {
  /** The content API's path, under /api. */
  path: string;
  heading: string;
  className: string;
  feature: string;
  /** What failed to load, in the failure message ("offers", "reviews"). */
  what: string;
  show(answer: T): ReactNode;
}

/**
 * A block of the content API's: nothing while it loads, so a site without any never shows a heading over nothing;
 * under its heading, the "could not load" state when the API fails; else what `show` draws of the answer.
 */
export function ContentBlock<T>({ path, heading, className, feature, what, show }: ContentBlockProps<T>) {
  const state = useApi<T>(path);
  if (state.status === 'ready') return show(state.data);
  if (state.status !== 'error') return null;
  return (
    <section className={className} aria-label={heading} data-feature={feature}>
      <h2>{heading}</h2>
      <LoadState state={state} what={what} />
    </section>
  );
}
