import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { SearchHistoryEntry } from '@dealer/search/history';
import { matchingRecentSearches, movedOption } from '@dealer/search/recent-searches';
import type { RecentSearch } from '@dealer/search/recent-searches';
import { SEARCH_BOX_DEBOUNCE_MS } from '@dealer/site/constants';
import { readSearchHistory } from './history-store';
import { facetValueLabel } from './labels';
import { useDebouncedCallback } from './useDebouncedCallback';
import './search.css';

export interface SearchBoxProps {
  query: string;
  onSearch(query: string): void;
  /** Given, the focused box offers the recent searches its text matches (an ARIA combobox); chosen, one is searched again. */
  onRecall?(entry: SearchHistoryEntry): void;
}

/** The text search: the query applies 300 ms after typing stops. */
export function SearchBox({ query, onSearch, onRecall }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const search = useDebouncedCallback(onSearch, SEARCH_BOX_DEBOUNCE_MS);
  // Read when the box takes focus, so a search made since (the current one included) is offered.
  const [history, setHistory] = useState<SearchHistoryEntry[] | null>(null);
  const [active, setActive] = useState(-1);
  const options = onRecall && history ? matchingRecentSearches(history, text, facetValueLabel) : [];
  const open = options.length > 0;
  const listId = `${id}-recent`;
  const optionId = (i: number) => `${id}-recent-${i}`;

  const close = () => {
    setHistory(null);
    setActive(-1);
  };
  const recall = (option: RecentSearch) => {
    close();
    // A recalled search has no text; this also replaces a typed query still waiting to apply.
    setText('');
    search('');
    onRecall?.(option.entry);
  };
  // APG's editable combobox: arrows open and move through the list, Enter takes the active option, Escape closes.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const chosen = options[active];
    const arrow = e.key === 'ArrowDown' || e.key === 'ArrowUp';
    const next = open && !e.altKey ? movedOption(active, e.key, options.length) : null;
    if (e.key === 'Escape' && open) close();
    else if (e.key === 'Enter' && chosen) recall(chosen);
    else if (arrow && !history) setHistory(readSearchHistory());
    else if (next !== null) setActive(next);
    else return;
    e.preventDefault();
  };

  return (
    <form className="search-box" role="search" onSubmit={(e) => (e.preventDefault(), close(), onSearch(text.trim()))}>
      <label htmlFor="search-query" className="visually-hidden">
        Search cars
      </label>
      <input
        id="search-query"
        type="search"
        placeholder="Search make, model or keyword"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(-1);
          search(e.currentTarget.value.trim());
        }}
        {...(onRecall && {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': open,
          'aria-controls': listId,
          'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
          onFocus: () => setHistory(readSearchHistory()),
          onBlur: close,
          onKeyDown,
        })}
      />
      {onRecall && (
        <ul id={listId} className="search-box__recent" role="listbox" aria-label="Recent searches" hidden={!open}>
          {options.map((option, i) => (
            <li
              key={option.label}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Pressed, the option would take focus from the box and close the list before its click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => recall(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
