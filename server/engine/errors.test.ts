import { expect, it } from 'vitest';
import { MeiliError, toMeiliError } from './errors.ts';
import { multiSearch } from './http-search.ts';
import type { Engine } from './engine.ts';

it('keeps what it wraps as the cause, and never shows it in the HTTP body', () => {
  const failure = new Error('disk full');
  const wrapped = toMeiliError(failure);
  expect(wrapped.code).toBe('internal');
  expect(wrapped.cause).toBe(failure);
  expect(JSON.stringify(wrapped.toJSON())).not.toContain('cause');
});

it('answers an internal error over HTTP as "internal error", and any other with its message', () => {
  const internal = toMeiliError(new Error('SQLITE_FULL: database or disk is full'));
  expect(internal.toResponse()).toEqual({
    message: 'internal error',
    code: 'internal',
    type: 'internal',
    link: 'https://docs.meilisearch.com/errors#internal',
  });
  const notFound = new MeiliError('index_not_found', 'Index `cars` not found.');
  expect(notFound.toResponse()).toEqual(notFound.toJSON());
});

it('names the failing query of a multi-search and keeps its error as the cause', () => {
  const notFound = new MeiliError('index_not_found', 'Index `nope` not found.');
  const engine = {
    search: () => {
      throw notFound;
    },
  } as unknown as Engine;
  const error = (() => {
    try {
      multiSearch(engine, [{ indexUid: 'nope' }]);
    } catch (e) {
      return e as MeiliError;
    }
  })();
  expect(error?.message).toBe('Inside `.queries[0]`: Index `nope` not found.');
  expect(error?.status).toBe(400);
  expect(error?.cause).toBe(notFound);
});
