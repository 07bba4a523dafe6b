import { canToggleCompare, COMPARE_LIMIT, compareHref } from '@dealer/site/compare';
import { toggleCompareCar, useCompareSelection } from './compare-store';
import './compare-toggle.css';

export interface CompareToggleProps {
  carId: number;
  /** The car's name, read after "Compare" so each card's button says which car it adds. */
  name: string;
}

/**
 * Adds the car to the comparison or takes it out (a pressed button while it is in), and once it is in,
 * links to the comparison. With four cars picked, the others' buttons say the comparison is full.
 */
export function CompareToggle({ carId, name }: CompareToggleProps) {
  const ids = useCompareSelection();
  const selected = ids.includes(carId);
  const full = !canToggleCompare(ids, carId);
  return (
    <div className="compare-toggle">
      <button type="button" className="compare-toggle__button" aria-pressed={selected} disabled={full} onClick={() => toggleCompareCar(carId)}>
        Compare<span className="visually-hidden"> {name}</span>
        {full && <span className="visually-hidden"> (already comparing {COMPARE_LIMIT} cars)</span>}
      </button>
      {selected && (
        <a className="compare-toggle__link" href={compareHref(ids)}>
          View comparison ({ids.length})
        </a>
      )}
    </div>
  );
}
