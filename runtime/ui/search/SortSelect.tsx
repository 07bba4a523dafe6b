import { sortChoices } from '@dealer/search/sort';
import type { SortOption } from '@dealer/site/tenant';
import { SITE } from '@site/site.gen';

const CHOICES = sortChoices(SITE.search);

/** The tenant's sort options, in its order. */
export function SortSelect({ value, onChange }: { value: SortOption; onChange(sort: SortOption): void }) {
  return (
    <label className="sort-select">
      Sort by
      <select value={value} onChange={(e) => onChange(e.currentTarget.value as SortOption)}>
        {CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
