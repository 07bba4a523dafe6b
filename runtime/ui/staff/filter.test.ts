import { describe, expect, it } from 'vitest';
import { filterFromSearch, filterQuery, isFiltered } from './filter';

describe('the inbox filter in the address', () => {
  it('reads every part the API takes and writes them back in one order', () => {
    const search = '?to=2026-11-30&status=contacted&q=Ada+Lovelace&location=11&kind=test-drive&category=Sales+Enquiry&from=2026-11-01&assignee=m1&before=c9';
    const filter = filterFromSearch(search);
    expect(filter).toEqual({
      q: 'Ada Lovelace',
      kind: 'test-drive',
      category: 'Sales Enquiry',
      location: 11,
      status: 'contacted',
      from: '2026-11-01',
      to: '2026-11-30',
      assignee: 'm1',
      before: 'c9',
    });
    expect(filterQuery(filter)).toBe(
      'q=Ada+Lovelace&kind=test-drive&category=Sales+Enquiry&location=11&status=contacted&from=2026-11-01&to=2026-11-30&assignee=m1&before=c9',
    );
  });

  it('leaves out what does not parse and what is empty', () => {
    expect(filterFromSearch('?status=closed&location=abc&from=1/11/2026&to=&q=%20%20&kind=')).toEqual({});
    expect(filterFromSearch('?location=-3')).toEqual({});
    expect(filterQuery({ q: '', status: undefined })).toBe('');
  });

  it('says whether any filter is applied, a page cursor aside', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ before: 'c9' })).toBe(false);
    expect(isFiltered({ status: 'new' })).toBe(true);
  });
});
