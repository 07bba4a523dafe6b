import { showMeLabel } from '@dealer/search/results';

/** 'Show Me 25 Cars' takes the shopper from the filters to the results; with no cars to show it is disabled, and the filters stay to widen the search. */
export function ShowMeButton({ count, onClick }: { count: number; onClick(): void }) {
  return (
    <button type="button" className="button" onClick={onClick} disabled={count === 0}>
      {showMeLabel(count)}
    </button>
  );
}
