import { useEffect, useState } from 'react';
import { SEARCH_BOX_DEBOUNCE_MS } from '@dealer/site/constants';
import { useDebouncedCallback } from './useDebouncedCallback';

/** The text search: the query applies 300 ms after typing stops. */
export function SearchBox({ query, onSearch }: { query: string; onSearch(query: string): void }) {
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const search = useDebouncedCallback(onSearch, SEARCH_BOX_DEBOUNCE_MS);
  return (
    <form className="search-box" role="search" onSubmit={(e) => (e.preventDefault(), onSearch(text.trim()))}>
      <label htmlFor="search-query" className="visually-hidden">
        Search cars
      </label>
      <input
        id="search-query"
        type="search"
        placeholder="Search make, model or keyword"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          search(e.currentTarget.value.trim());
        }}
      />
    </form>
  );
}
