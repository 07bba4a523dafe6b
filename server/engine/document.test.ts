import { describe, expect, it } from 'vitest';
import { flatten, project } from './document.ts';

const car = { id: 7, make: 'Mazda', location: { id: 11, name: 'Harbourside' }, images: [{ url: '/1.jpg' }], extras: {}, price: 1 };

describe('project', () => {
  it('keeps requested top-level fields whole, within the displayed ones', () => {
    expect(project(car, ['*'], ['price', 'location', 'id'])).toEqual({ id: 7, location: { id: 11, name: 'Harbourside' }, price: 1 });

    expect(project(car, ['id', 'make', 'extras'], ['make', 'price', 'extras'])).toEqual({ make: 'Mazda', extras: {} });
    expect(project(car, ['id', 'make'], undefined)).toEqual({ id: 7, make: 'Mazda' });
  });

  it('answers the same for top-level names by either path', () => {
    // A dotted selector takes the leaf-by-leaf path; naming the same fields whole must not change the answer.
    expect(project(car, ['*'], ['id', 'location'])).toEqual(project(car, ['*'], ['id', 'location.id', 'location.name']));
  });

  it('keeps nested selections and wildcards', () => {
    expect(project(car, ['*'], ['location.name'])).toEqual({ location: { name: 'Harbourside' } });
    expect(project(car, ['*'], ['ma*'])).toEqual({ make: 'Mazda' });
  });
});

describe('flatten', () => {
  it('keeps an empty string out of the values, as Meilisearch keeps it out of its facets, and marks it empty', () => {
    const fields = flatten({ note: '', tags: ['', 'a'], blank: '  ' });
    expect(fields.get('note')).toEqual({ values: [], isNull: false, isEmpty: true });
    expect(fields.get('tags')).toEqual({ values: ['a'], isNull: false, isEmpty: false });
    expect(fields.get('blank')?.values).toEqual(['  ']);
  });
});
