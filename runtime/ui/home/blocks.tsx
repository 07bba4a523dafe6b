/**
 * Home-page blocks below the fold, loaded on demand: the home page is part of every site's entry
 * chunk, so these stay out of the first-load JavaScript the search route is budgeted on.
 */
import { lazy, Suspense, type ComponentType } from 'react';

function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyBlock(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const OurLocations = lazyBlock(() => import('../site/LocationsCarousel').then((m) => m.LocationsCarousel));
export const LocationsBlock = lazyBlock(() => import('../site/LocationsBlock').then((m) => m.LocationsBlock));
export const SalesCounter = lazyBlock(() => import('../site/SalesCounter').then((m) => m.SalesCounter));
export const PromoTiles = lazyBlock(() => import('../site/PromoTiles').then((m) => m.PromoTiles));
export const OffersBlock = lazyBlock(() => import('../site/OffersBlock').then((m) => m.OffersBlock));
export const ReviewsBlock = lazyBlock(() => import('../site/ReviewsBlock').then((m) => m.ReviewsBlock));
export const BlogTiles = lazyBlock(() => import('../site/BlogTiles').then((m) => m.BlogTiles));
export const BudgetFinder = lazyBlock(() => import('../search/BudgetFinder').then((m) => m.BudgetFinder));
