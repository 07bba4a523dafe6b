import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@site/site.gen';

const KEY = `dealer:compare:${SITE.slug}`;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

async function freshStore() {
  vi.resetModules();
  return import('./compare-store');
}

describe('the compare selection in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('survives moving to another page: a toggle is stored, and the next page reads it back', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const first = await freshStore();
    first.toggleCompareCar(12);
    first.toggleCompareCar(34);
    first.toggleCompareCar(12);
    expect(storage.getItem(KEY)).toBe('34');
    expect((await freshStore()).compareSelection()).toEqual([34]);
  });

  it('ignores a stored value that is not a list of cars, and still works where storage is blocked', async () => {
    vi.stubGlobal('localStorage', memoryStorage({ [KEY]: 'nonsense,5,5,6,7,8,9' }));
    expect((await freshStore()).compareSelection()).toEqual([5, 6, 7, 8]);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    const blocked = await freshStore();
    blocked.toggleCompareCar(3);
    expect(blocked.compareSelection()).toEqual([3]);
  });
});
