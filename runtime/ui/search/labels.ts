/** The words the filters show for the index's attribute names and coded values. */
import type { SearchFacet } from '@dealer/site/tenant';

export const FACET_LABELS: Record<SearchFacet | 'model', string> = {
  car_type: 'Car Type',
  status: 'Availability',
  make: 'Make',
  make_model: 'Model',
  model: 'Model',
  body: 'Body Type',
  city: 'City',
  dealership_name: 'Dealership',
  location_name: 'Location',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drive: 'Drive',
  colour: 'Colour',
  seats: 'Seats',
  year: 'Year',
  km: 'Kms',
  price: 'Price',
  tag: 'Tag',
  certified: 'Certified',
  item_type: 'Vehicle Type',
  state: 'State',
  subscription_price: 'Subscription Price',
  weekly_price_range: 'Weekly Price',
};

const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  car_type: { new: 'New', demo: 'Demo', used: 'Used' },
  status: { in_stock: 'In Stock', coming_soon: 'Coming Soon', sold: 'Sold' },
  certified: { true: 'Certified' },
  item_type: { car: 'Cars', motorcycle: 'Motorcycles', caravan: 'Caravans' },
};

export function facetValueLabel(attribute: string, value: string): string {
  return VALUE_LABELS[attribute]?.[value] ?? value;
}

/** Attributes filtered by a range slider rather than a list of values. */
export const RANGE_FACETS: readonly string[] = ['price', 'km', 'year', 'subscription_price'];
