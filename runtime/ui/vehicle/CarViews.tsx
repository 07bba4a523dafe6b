import { formatCount } from '@dealer/site/numbers';
import type { Car } from '../../../schema/car.ts';
import { useCarView } from './useCarView';

/** Counts this view of the car and shows the count; the count arriving redraws this line, not the page. */
export function CarViews({ car }: { car: Car }) {
  const views = useCarView(car);
  return views === null ? null : <span className="vehicle-page__views">{formatCount(views)} views</span>;
}
