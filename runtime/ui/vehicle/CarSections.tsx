import { useState } from 'react';
import type { Car } from '../../../schema/car.ts';
import type { Spec } from '@dealer/site/specs';
import { LIST_ITEMS_BEFORE_SHOW_ALL, SHOW_ALL_TEXT, SHOW_LESS_TEXT, SHOW_MORE_TEXT, SPECS_BEFORE_SHOW_MORE } from '@dealer/site/constants';
import { allSpecifications, carDetails, caravanSpecs, firstItems, keyInformation } from '@dealer/site/car-facts';

/** A list cut at `limit` with its Show All / Show More toggle. */
export function ToggleList<T>({
  items,
  limit,
  more,
  render,
  className,
}: {
  items: T[];
  limit: number;
  more: string;
  render: (item: T) => React.ReactNode;
  className: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = firstItems(items, limit, expanded);
  return (
    <>
      <ul className={className}>{shown.map(render)}</ul>
      {(hidden > 0 || expanded) && items.length > limit && (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? SHOW_LESS_TEXT : more}
        </button>
      )}
    </>
  );
}

const specRow = (spec: Spec) => (
  <li key={spec.label}>
    <span className="spec-list__label">{spec.label}</span> <span className="spec-list__value">{spec.value}</span>
  </li>
);

function SpecBlock({ title, specs, limit, more }: { title: string; specs: Spec[]; limit: number; more: string }) {
  if (specs.length === 0) return null;
  return (
    <section className="vehicle-section">
      <h2>{title}</h2>
      <ToggleList items={specs} limit={limit} more={more} render={specRow} className="spec-list" />
    </section>
  );
}

/** Car Details and Key Information (8 then Show All), caravan specifications and all specifications (4 a group, then Show More). */
export function CarSections({ car }: { car: Car }) {
  return (
    <>
      <SpecBlock title="Car Details" specs={carDetails(car)} limit={LIST_ITEMS_BEFORE_SHOW_ALL} more={SHOW_ALL_TEXT} />
      <SpecBlock title="Key Information" specs={keyInformation(car)} limit={LIST_ITEMS_BEFORE_SHOW_ALL} more={SHOW_ALL_TEXT} />
      <SpecBlock title="Caravan Specifications" specs={caravanSpecs(car)} limit={SPECS_BEFORE_SHOW_MORE} more={SHOW_MORE_TEXT} />
      {allSpecifications(car).map((group) => (
        <SpecBlock key={group.title} title={group.title} specs={group.specs} limit={SPECS_BEFORE_SHOW_MORE} more={SHOW_MORE_TEXT} />
      ))}
    </>
  );
}
