import { describe, expect, it, vi } from 'vitest';
import { browserHistory, fixedHistory, memoryHistory } from './history';

/** The part of a window the browser history reads, with entries the way a browser keeps them. */
function fakeWindow(start: string, startState: unknown = null) {
  const entries = [{ url: new URL(start, 'https://dealer.example'), state: startState }];
  let index = 0;
  const popListeners: (() => void)[] = [];
  const win = {
    get location() {
      return entries[index]!.url;
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _: string, url: string) {
        entries.splice(++index, entries.length, { url: new URL(url, entries[index - 1]!.url), state });
      },
      replaceState(state: unknown, _: string, url: string) {
        entries[index] = { url: new URL(url, entries[index]!.url), state };
      },
    },
    addEventListener(type: string, listener: () => void) {
      if (type === 'popstate') popListeners.push(listener);
    },
    back() {
      index--;
      popListeners.forEach((listener) => listener());
    },
  };
  return win;
}

describe('browserHistory', () => {
  it("starts where the browser is, with the entry's key and state, as a POP", () => {
    const history = browserHistory(fakeWindow('/search?page=2#top', { usr: { inPage: true }, key: 'k1', idx: 3 }) as never);
    expect(history.location).toEqual({ pathname: '/search', search: '?page=2', hash: '#top', state: { inPage: true }, key: 'k1' });
    expect(history.action).toBe('POP');
    expect(browserHistory(fakeWindow('/') as never).location).toMatchObject({ state: null, key: 'default' });
  });

  it("pushes an entry numbered after the current one, with a new key and the navigation's state, and tells its listeners", () => {
    const win = fakeWindow('/search/toyota', { key: 'k1', idx: 3 });
    const history = browserHistory(win as never);
    const heard = vi.fn();
    history.listen(heard);
    history.navigate('/cars/x-1', { state: { from: 'search' } });
    expect(history.action).toBe('PUSH');
    expect(win.history.state).toMatchObject({ usr: { from: 'search' }, idx: 4 });
    expect(history.location).toMatchObject({ pathname: '/cars/x-1', state: { from: 'search' } });
    expect(history.location.key).not.toBe('k1');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('replaces the entry in place, keeping its number, and resolves a path relative to where it is', () => {
    const win = fakeWindow('/search/toyota?page=1', { key: 'k1', idx: 2 });
    const history = browserHistory(win as never);
    history.navigate('?page=2', { replace: true });
    expect(history.action).toBe('REPLACE');
    expect(win.history.state).toMatchObject({ usr: null, idx: 2 });
    expect(history.location).toMatchObject({ pathname: '/search/toyota', search: '?page=2' });
  });

  it('hears Back as a POP', () => {
    const win = fakeWindow('/', { key: 'k0', idx: 0 });
    const history = browserHistory(win as never);
    history.navigate('/search');
    const heard = vi.fn();
    history.listen(heard);
    win.back();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(history.action).toBe('POP');
    expect(history.location).toMatchObject({ pathname: '/', key: 'k0' });
  });

  it('stops telling a listener that has stopped listening', () => {
    const history = browserHistory(fakeWindow('/') as never);
    const heard = vi.fn();
    history.listen(heard)();
    history.navigate('/search');
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('memoryHistory', () => {
  it('starts at the last path given and moves as the browser would', () => {
    const history = memoryHistory(['/', '/compare?cars=1,2']);
    expect(history.location).toMatchObject({ pathname: '/compare', search: '?cars=1,2' });
    history.navigate('/cars/x-1');
    expect(history.location.pathname).toBe('/cars/x-1');
    history.navigate('/cars/x-2', { replace: true, state: 'kept' });
    expect(history.location).toMatchObject({ pathname: '/cars/x-2', state: 'kept' });
    expect(history.action).toBe('REPLACE');
  });
});

describe('fixedHistory', () => {
  it('is at its address and refuses to move', () => {
    const history = fixedHistory('/search/toyota?page=2');
    expect(history.location).toMatchObject({ pathname: '/search/toyota', search: '?page=2', key: 'default' });
    expect(() => history.navigate('/')).toThrow(/cannot navigate/);
  });
});
