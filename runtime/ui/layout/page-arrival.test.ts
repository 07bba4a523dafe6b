import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Arrival } from './arrival';
import { pageArrivals, SETTLE_MS, type ArrivalWindow } from './page-arrival';

/** The part of a page an arrival touches: elements in a tree, focus, scrolling and the browser's events. */
class Node {
  children: Node[] = [];
  parent: Node | null = null;
  tabIndex = 0;
  attributes = new Set<string>();
  constructor(
    readonly page: Page,
    readonly tag: string,
    readonly id = '',
    readonly shown = true,
    readonly top = 0,
  ) {}
  append(...nodes: Node[]) {
    for (const node of nodes) {
      node.parent = this;
      this.children.push(node);
    }
    this.page.mutated();
    return this;
  }
  empty() {
    for (const node of this.children) node.parent = null;
    this.children = [];
  }
  get isConnected(): boolean {
    return this === this.page.root || (this.parent?.isConnected ?? false);
  }
  contains(node: Node | null): boolean {
    for (let at = node; at; at = at.parent) if (at === this) return true;
    return false;
  }
  all(): Node[] {
    return this.children.flatMap((child) => [child, ...child.all()]);
  }
  querySelectorAll(tag: string) {
    return this.all().filter((node) => node.tag === tag);
  }
  getClientRects() {
    return this.shown ? [{}] : [];
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  focus(options?: FocusOptions) {
    this.page.focusOptions.push(options);
    this.page.document.activeElement = this;
  }
  scrollIntoView() {
    this.page.scrolledTo.push(this.id);
    this.page.scrollY = this.top;
  }
}

class Page {
  root = new Node(this, 'html');
  body = new Node(this, 'body');
  main = new Node(this, 'main', 'main');
  footerLink = new Node(this, 'a');
  scrollY = 0;
  innerHeight = 900;
  scrolledTo: (number | string)[] = [];
  focusOptions: (FocusOptions | undefined)[] = [];
  listeners = new Map<string, (() => void)[]>();
  observers = new Set<() => void>();
  storage = new Map<string, string>();
  history = { state: null as unknown, scrollRestoration: 'auto' };
  loaded = 'navigate';
  document = {
    activeElement: null as Node | null,
    body: this.body,
    documentElement: { scrollHeight: 4000 },
    getElementById: (id: string) => this.root.all().find((node) => node.id === id) ?? null,
  };

  constructor() {
    this.root.append(this.body);
    this.body.append(this.main, new Node(this, 'footer').append(this.footerLink));
    this.document.activeElement = this.body;
  }

  set scrollHeight(height: number) {
    this.document.documentElement.scrollHeight = height;
  }

  window(): ArrivalWindow {
    const observers = this.observers;
    /** Tells of every change to the page, as a mutation or a resize would. */
    class Observer {
      constructor(private callback: () => void) {}
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    }
    const win = {
      document: this.document,
      history: this.history,
      sessionStorage: { getItem: (key: string) => this.storage.get(key) ?? null, setItem: (key: string, value: string) => this.storage.set(key, value) },
      performance: { getEntriesByType: () => [{ type: this.loaded }] },
      scrollTo: (_x: number, y: number) => {
        this.scrolledTo.push(y);
        this.scrollY = y;
        this.fire('scroll');
      },
      addEventListener: (type: string, listener: () => void) => this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]),
      MutationObserver: Observer,
      ResizeObserver: Observer,
    };
    Object.defineProperties(win, { scrollY: { get: () => this.scrollY }, innerHeight: { get: () => this.innerHeight } });
    return win as unknown as ArrivalWindow;
  }

  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  mutated() {
    for (const observer of [...this.observers]) observer();
  }
  /** The shopper scrolls the page to y. */
  scroll(y: number) {
    this.scrollY = y;
    this.fire('scroll');
  }
  /** The router draws a page in <main>: its headings and other elements. */
  show(...nodes: Node[]) {
    this.main.empty();
    this.main.append(...nodes);
  }
  /** Focus the shopper left on an element: a footer link clicked, a form's button. */
  focusOn(node: Node) {
    this.document.activeElement = node;
  }
  get focused() {
    return this.document.activeElement;
  }
  element(tag: string, options: { id?: string; shown?: boolean; top?: number } = {}) {
    return new Node(this, tag, options.id, options.shown, options.top);
  }
}

let page: Page;
let arrive: (arrival: Arrival) => void;

/** The router reports an arrival at an entry; the browser's history shows that entry. */
function go(key: string, path: string, change: Partial<Arrival> = {}) {
  page.history.state = { key, idx: 0 };
  arrive({ key, action: 'PUSH', path, hash: '', inPage: false, ...change });
}

beforeEach(() => {
  vi.useFakeTimers();
  page = new Page();
  arrive = pageArrivals(page.window());
  page.show(page.element('h1'));
  go('k0', '/', { action: 'POP' });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('arriving on a new page', () => {
  it('takes over scroll restoration from the browser, and leaves the page the browser loaded as it is', () => {
    expect(page.history.scrollRestoration).toBe('manual');
    expect(page.scrolledTo).toEqual([]);
    expect(page.focused).toBe(page.body);
  });

  it('after a footer link: the top of the page, focus on its heading made focusable, without scrolling to it', () => {
    page.scroll(3100);
    page.focusOn(page.footerLink);
    const heading = page.element('h1');
    page.show(heading, page.element('p'));
    go('k1', '/privacy-policy');
    expect(page.scrollY).toBe(0);
    expect(page.focused).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    expect(page.focusOptions.at(-1)).toEqual({ preventScroll: true });
  });

  it("after a form is sent: /success's heading, with the form's button gone", () => {
    const button = page.element('button');
    page.main.append(page.element('form').append(button));
    page.focusOn(button);
    page.scroll(1800);
    const thanks = page.element('h1');
    page.show(thanks);
    page.document.activeElement = page.body;
    go('k1', '/success');
    expect(page.scrollY).toBe(0);
    expect(page.focused).toBe(thanks);
  });

  it('keeps a heading that is focusable already as it is', () => {
    const heading = page.element('h1');
    heading.attributes.add('tabindex');
    heading.tabIndex = 0;
    page.show(heading);
    go('k1', '/compare');
    expect(page.focused).toBe(heading);
    expect(heading.tabIndex).toBe(0);
  });

  it('focuses the heading shown: the car page draws one for each layout and CSS hides one', () => {
    const mobile = page.element('h1', { shown: false });
    const desktop = page.element('h1');
    page.show(mobile, desktop);
    go('k1', '/cars/abc');
    expect(page.focused).toBe(desktop);
  });

  it('a page still loading: focus waits on <main>, then goes to the heading when the page draws it', () => {
    page.focusOn(page.footerLink);
    page.show(page.element('p'));
    go('k1', '/cars/abc');
    expect(page.focused).toBe(page.main);
    const heading = page.element('h1');
    page.main.append(heading);
    expect(page.focused).toBe(heading);
  });

  it('leaves focus where the page put it while loading (its own heading, a dialog)', () => {
    page.show(page.element('p'));
    go('k1', '/cars/abc');
    const dialogButton = page.element('button');
    page.main.append(dialogButton);
    page.focusOn(dialogButton);
    page.main.append(page.element('h1'));
    expect(page.focused).toBe(dialogButton);
  });

  it('a change on the page (a filter) leaves scroll and focus where they are', () => {
    page.scroll(1200);
    const checkbox = page.element('input');
    page.main.append(checkbox);
    page.focusOn(checkbox);
    page.scrolledTo.length = 0;
    go('k1', '/search/toyota', { inPage: true });
    page.main.append(page.element('article'));
    expect(page.scrolledTo).toEqual([]);
    expect(page.focused).toBe(checkbox);
  });
});

describe('arriving at a hash', () => {
  it('scrolls to the element once the page has drawn it, at the top meanwhile', () => {
    page.scroll(2500);
    page.show(page.element('p'));
    go('k1', '/cars/abc', { hash: '#vehicle-map' });
    expect(page.scrollY).toBe(0);
    page.main.append(page.element('h1'), page.element('section', { id: 'vehicle-map', top: 1900 }));
    expect(page.scrolledTo.at(-1)).toBe('vehicle-map');
    expect(page.scrollY).toBe(1900);
  });

  it('holds the element in place while the page fills in, until the shopper scrolls', () => {
    page.show(page.element('h1'), page.element('section', { id: 'finance-form', top: 700 }));
    go('k1', '/finance', { hash: '#finance-form' });
    page.main.append(page.element('div'));
    expect(page.scrolledTo.filter((to) => to === 'finance-form')).toHaveLength(2);
    page.fire('wheel');
    page.main.append(page.element('div'));
    expect(page.scrolledTo.filter((to) => to === 'finance-form')).toHaveLength(2);
  });

  it(`lets go after ${SETTLE_MS} ms`, () => {
    page.show(page.element('h1'));
    go('k1', '/finance', { hash: '#finance-form' });
    vi.advanceTimersByTime(SETTLE_MS);
    page.main.append(page.element('section', { id: 'finance-form', top: 700 }));
    expect(page.scrolledTo).not.toContain('finance-form');
  });

  it('a new hash on the same page scrolls to it and leaves focus', () => {
    const link = page.element('a');
    page.show(page.element('h1'), link, page.element('section', { id: 'vehicle-map', top: 1500 }));
    page.focusOn(link);
    go('k1', '/', { hash: '#vehicle-map' });
    expect(page.scrollY).toBe(1500);
    expect(page.focused).toBe(link);
  });
});

describe('Back and Forward', () => {
  it('return to where the shopper left the page, once it is long enough again, and focus its heading', () => {
    page.scroll(1500);
    const success = page.element('h1');
    page.show(success);
    go('k1', '/success');
    page.focusOn(success);
    // Back: the search page draws its skeleton first, too short for 1500.
    page.scrollHeight = 1200;
    const heading = page.element('h1');
    page.show(heading);
    go('k0', '/', { action: 'POP' });
    expect(page.scrollY).toBe(0);
    expect(page.focused).toBe(heading);
    page.scrollHeight = 5000;
    page.main.append(page.element('article'));
    expect(page.scrollY).toBe(1500);
    // Forward: /success again, at its top.
    go('k1', '/success', { action: 'POP' });
    expect(page.scrollY).toBe(0);
  });

  it("between one page's entries, leave focus in the page's content where it is", () => {
    const checkbox = page.element('input');
    page.show(page.element('h1'), checkbox);
    page.scroll(800);
    page.focusOn(checkbox);
    go('k1', '/search/toyota', { inPage: true });
    go('k0', '/', { action: 'POP' });
    expect(page.scrollY).toBe(800);
    expect(page.focused).toBe(checkbox);
  });

  it('keep positions only for the entry on screen: not for an old page still drawn, nor for an anchor the browser followed', () => {
    page.scroll(600);
    page.show(page.element('h1'));
    go('k1', '/about-us');
    page.scroll(300);
    // An anchor on that page: the browser's own entry has no key.
    page.history.state = null;
    page.scroll(2000);
    // Back: the address shows the entry gone back to while the page left is still drawn, and scrolls.
    page.history.state = { key: 'k0', idx: 0 };
    page.scroll(100);
    go('k0', '/', { action: 'POP' });
    expect(page.scrollY).toBe(600);
    go('k1', '/about-us', { action: 'POP' });
    expect(page.scrollY).toBe(300);
  });
});

describe('a reload', () => {
  it('keeps the positions for the session, and hands restoration back to the browser while the page unloads', () => {
    page.scroll(1300);
    page.fire('pagehide');
    expect(page.history.scrollRestoration).toBe('auto');
    page.fire('pageshow');
    expect(page.history.scrollRestoration).toBe('manual');

    const reloaded = new Page();
    reloaded.storage = page.storage;
    reloaded.loaded = 'reload';
    reloaded.history.state = { key: 'k0', idx: 0 };
    reloaded.show(reloaded.element('h1'));
    pageArrivals(reloaded.window())({ key: 'k0', action: 'POP', path: '/', hash: '', inPage: false });
    expect(reloaded.scrollY).toBe(1300);
    expect(reloaded.focused).toBe(reloaded.body);
  });

  it('a page opened afresh is left where the browser put it', () => {
    page.scroll(1300);
    page.fire('pagehide');
    const fresh = new Page();
    fresh.storage = page.storage;
    fresh.history.state = { key: 'k0', idx: 0 };
    pageArrivals(fresh.window())({ key: 'k0', action: 'POP', path: '/', hash: '', inPage: false });
    expect(fresh.scrolledTo).toEqual([]);
  });
});
