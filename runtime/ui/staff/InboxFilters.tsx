import { useRef, type FormEvent } from 'react';
import { LEAD_STATUSES, STAFF_PATH, type LeadFilter } from '@dealer/site/staff-api';
import { SITE } from '@site/site.gen';
import { filterFromSearch } from './filter';
import { KIND_OPTIONS, STATUS_LABELS } from './texts';

/**
 * The inbox's filters: a choice from a list or a date applies as it is made, the search box and category when the
 * form is sent (Enter or Search). The form is drawn afresh from each filter the address holds (its `key`), so Back
 * and a cleared filter show what is applied.
 */
export function InboxFilters({ filter, onApply }: { filter: LeadFilter; onApply: (filter: LeadFilter) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const apply = () => {
    const values = new FormData(form.current!);
    onApply(filterFromSearch(new URLSearchParams([...values].map(([key, value]) => [key, String(value)])).toString()));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  return (
    <form ref={form} role="search" aria-label="Leads" className="staff-filters" onSubmit={submit}>
      <p className="staff-field staff-filters__search">
        <label htmlFor="staff-q">Search leads</label>
        <span className="staff-filters__search-row">
          <input id="staff-q" name="q" type="search" defaultValue={filter.q ?? ''} aria-describedby="staff-q-hint" />
          <button type="submit" className="button">
            Search
          </button>
        </span>
        <span id="staff-q-hint" className="staff-hint">
          Name, e-mail, phone or stock number
        </span>
      </p>
      <p className="staff-field">
        <label htmlFor="staff-kind">Kind</label>
        <select id="staff-kind" name="kind" defaultValue={filter.kind ?? ''} onChange={apply}>
          <option value="">All kinds</option>
          {KIND_OPTIONS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
      </p>
      <p className="staff-field">
        <label htmlFor="staff-category">Category</label>
        <input id="staff-category" name="category" list="staff-categories" defaultValue={filter.category ?? ''} />
        <datalist id="staff-categories">
          {SITE.forms.categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </p>
      <p className="staff-field">
        <label htmlFor="staff-location">Location</label>
        <select id="staff-location" name="location" defaultValue={filter.location ?? ''} onChange={apply}>
          <option value="">All locations</option>
          {SITE.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      </p>
      <p className="staff-field">
        <label htmlFor="staff-status">Status</label>
        <select id="staff-status" name="status" defaultValue={filter.status ?? ''} onChange={apply}>
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </p>
      <p className="staff-field">
        <label htmlFor="staff-from">Received from</label>
        <input id="staff-from" name="from" type="date" defaultValue={filter.from ?? ''} onChange={apply} />
      </p>
      <p className="staff-field">
        <label htmlFor="staff-to">Received to</label>
        <input id="staff-to" name="to" type="date" defaultValue={filter.to ?? ''} onChange={apply} />
      </p>
      <p className="staff-filters__clear">
        <a href={STAFF_PATH}>Clear filters</a>
      </p>
    </form>
  );
}
