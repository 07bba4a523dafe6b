import type { Car } from '../../../schema/car.ts';
import { FIND_SIMILAR_LABEL } from '@dealer/site/constants';
import { LazyPart } from '../routing';
import { FindSimilarForm } from './parts';

/** For a car no longer available: the Find Me Something Similar request, from the forms area. */
export function FindSimilar({ car }: { car: Car }) {
  return (
    <section id="find-similar" className="find-similar" aria-labelledby="find-similar-title">
      {/* The form's own legend shows the same words; the heading is for navigating by headings. */}
      <h2 id="find-similar-title" className="visually-hidden">
        {FIND_SIMILAR_LABEL}
      </h2>
      <LazyPart fallback={<p role="status">Loading the form…</p>}>
        <FindSimilarForm car={car} />
      </LazyPart>
    </section>
  );
}
