/**
 * @dealer/site: the pure site rules every generated site shares. No React, no I/O; time comes in
 * as `now` and logging through an injected logger. Constants live in `./constants.ts`.
 */
export type { SiteCar } from './car.ts';
export { isSold } from './car.ts';
export type { CarButtons, CarButtonsInput, VehicleButtonOptions } from './availability.ts';
export { carButtons, isAvailable, isValuedCar } from './availability.ts';
export type { TagBanner } from './tags.ts';
export { conditionLabel, isNewArrival, tagBanner } from './tags.ts';
export type { StockVisibilityOptions } from './stock-visibility.ts';
export { isListed, soldCutoffSeconds, stockVisibilityFilter } from './stock-visibility.ts';
export type { Logger } from './phones.ts';
export { dealerPhone, formatPhone, maskPhone, phoneDigits, smsHref, telHref } from './phones.ts';
export type { ClosedText, HoursRow, OpeningHour, SpecialHour, SpecialHoursRow } from './hours.ts';
export { formatTime, hoursText, openingHoursRows, specialHoursFor, upcomingSpecialHours } from './hours.ts';
export type { Coordinates, LocationBlock, LocationFilter, LocationOptions, LocationPicker, PickerFilter } from './locations.ts';
export {
  addressLine,
  blockLocations,
  byDistance,
  contactPageMap,
  dedupeLocations,
  directionsHref,
  distanceKm,
  isLocationShown,
  locationContactPath,
  locationGridLayout,
  locationBySlug,
  locationPicker,
  locationSlug,
  serviceCounterpart,
} from './locations.ts';
export type { Review, ReviewOptions } from './reviews.ts';
export { formatCount } from './numbers.ts';
export { showsCardRating, starFills, visibleReviews } from './reviews.ts';
export type { Offer } from './offers.ts';
export { exploreModelLink, isOfferShown, offerDescription, offerDisclaimer, offerPath } from './offers.ts';
export type { PromoAudience, PromoSchedule } from './promos.ts';
export { isPromoLive, shownPromoTiles, suitsCarTypes } from './promos.ts';
export { countUpValue, salesThisMonth } from './sales-counter.ts';
export type { ScrollBox } from './carousel.ts';
export { carouselEnds, carouselTarget } from './carousel.ts';
export type { MapMarker, PlacedMarker } from './map-layout.ts';
export { placeMarkers } from './map-layout.ts';
export type { Faq, Guarantee } from './content.ts';
export { budgetDisclaimer, privacyTimelines, reserveExplainer, tradeInFaq, usedCarGuarantees, warrantyText } from './content.ts';
export type { BlogCard, ContentOffer, ContentPageCopy, ContentReview, ReviewsAnswer } from './content-api.ts';
export type { DirectoryTile } from './manufacturers.ts';
export { brandHref, brandLogoUrl, directoryTiles, findBrand, makeNameFromSlug, manufacturerSlug, warrantyYears } from './manufacturers.ts';
export type { ImageHost, ImageOptions } from './images.ts';
export { imageUrl, notFoundImageUrl } from './images.ts';
export type { GateDecision, GateRequest, GateRoute, GateUser } from './gating.ts';
export { gateDecision, isGated, signInHref } from './gating.ts';
export type { DealerComments, Spec, VideoPlayback } from './specs.ts';
export { dealerComments, videoPlayback, visibleSpecs } from './specs.ts';
export { calendarDate, formatDate } from './dates.ts';
export type { LocalDateTime, ZonedParts } from './zoned-time.ts';
export { parseZonedIso, zonedInstant, zonedParts, zoneOffsetMs } from './zoned-time.ts';
export type { Collapsible } from './truncate.ts';
export { collapsible, cutAtWord, separateHtmlBlocks } from './truncate.ts';
export { slugify } from './slug.ts';
export type { Department, DepartmentBlocks } from './departments.ts';
export { DEPARTMENT_PAGES, departmentBlocks, departmentPages } from './departments.ts';
export { FIXED_COPY_PAGES, copyPageSlugs, copySlugOf, titleFromSlug } from './copy-pages.ts';
export type { BrandTile, OverviewBrand, OverviewModel } from './brand-overview.ts';
export { brandOverviewTiles, overviewBrandAt, overviewBrands, overviewPath } from './brand-overview.ts';
export type { MenuKeyAction } from './menu-keys.ts';
export { menuKeyAction } from './menu-keys.ts';
