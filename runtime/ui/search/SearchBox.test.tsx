import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './SearchBox';

describe('search box', () => {
  it('with recent searches, the box is a combobox owning a closed, labelled listbox', () => {
    const out = renderToString(<SearchBox query="" onSearch={() => undefined} onRecall={() => undefined} />);
    expect(out).toMatch(/<input[^>]*role="combobox"/);
    expect(out).toMatch(/aria-autocomplete="list"/);
    expect(out).toMatch(/aria-expanded="false"/);
    const list = /<ul id="([^"]+)" class="search-box__recent" role="listbox" aria-label="Recent searches" hidden="">/.exec(out);
    expect(list).not.toBeNull();
    expect(out).toContain(`aria-controls="${list![1]}"`);
  });

  it('without them, a plain search field', () => {
    const out = renderToString(<SearchBox query="ranger" onSearch={() => undefined} />);
    expect(out).not.toContain('combobox');
    expect(out).not.toContain('listbox');
    expect(out).toContain('value="ranger"');
  });
});
