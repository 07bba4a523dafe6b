import { noResultsCard } from '@dealer/search/results';
import type { SearchPath } from '@dealer/search/state';
import { SITE } from '@site/site.gen';

/** 'No Results Available', with Clear Filters back to the special-offers or default search path. */
export function NoResults({ path }: { path: SearchPath }) {
  const card = noResultsCard(path, SITE.search.defaultPath);
  return (
    <div className="no-results" role="status">
      <h2>{card.title}</h2>
      <p>{card.description}</p>
      <a href={card.button.href} className="button">
        {card.button.label}
      </a>
    </div>
  );
}
