/**
 * Home-page blocks below the fold, loaded on demand: each its own chunk, so the home page's first load
 * carries what its first screen shows. Each is marked pure so a block the site's home page does not use
 * (and its chunk) is left out of the build. A block the server drew is a lazy part of the page: the page is
 * not live until the block's code has arrived (a budget finder typed into before then would not answer).
 */
import { lazy, type ComponentType } from 'react';
import { LazyPart } from '../routing';
// The blocks' styles load with the home page, so a block never shows unstyled while its chunk arrives.
import '../site/site.css';

function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyBlock(props: P) {
    return (
      <LazyPart fallback={null}>
        <Lazy {...props} />
      </LazyPart>
    );
  };
}

export const OurLocations = /* @__PURE__ */ lazyBlock(() => import('../site/LocationsCarousel').then((m) => m.LocationsCarousel));
export const LocationsBlock = /* @__PURE__ */ lazyBlock(() => import('../site/LocationsBlock').then((m) => m.LocationsBlock));
export const SalesCounter = /* @__PURE__ */ lazyBlock(() => import('../site/SalesCounter').then((m) => m.SalesCounter));
export const PromoTiles = /* @__PURE__ */ lazyBlock(() => import('../site/PromoTiles').then((m) => m.PromoTiles));
export const OffersBlock = /* @__PURE__ */ lazyBlock(() => import('../site/OffersBlock').then((m) => m.OffersBlock));
export const ReviewsBlock = /* @__PURE__ */ lazyBlock(() => import('../site/ReviewsBlock').then((m) => m.ReviewsBlock));
export const BlogTiles = /* @__PURE__ */ lazyBlock(() => import('../site/BlogTiles').then((m) => m.BlogTiles));
export const BudgetFinder = /* @__PURE__ */ lazyBlock(() => import('../search/BudgetFinder').then((m) => m.BudgetFinder));
export const PriceRangeSlider = /* @__PURE__ */ lazyBlock(() => import('../search/PriceRangeSlider').then((m) => m.PriceRangeSlider));
export const RecentlyViewed = /* @__PURE__ */ lazyBlock(() => import('./RecentlyViewed').then((m) => m.RecentlyViewed));
