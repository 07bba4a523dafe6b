import type { SearchAnswer } from './search-answer.ts';

/**
 * Search work over HTTP takes turns on the event loop: one piece at a time, each in a macrotask of
 * its own, so other requests' I/O (a health check, a car page) is served between any two pieces.
 * The engine is synchronous: a multi-search of large queries, answered in one go, held the loop for
 * seconds while /healthz waited (#19).
 */
let last: Promise<unknown> = Promise.resolve();

/** Runs `work` once every piece queued before it has run, with the loop free to poll I/O in between. */
export function inTurn<T>(work: () => T): Promise<T> {
  const next = last.then(
    () =>
      new Promise<T>((resolve, reject) => {
        setImmediate(() => {
          try {
            resolve(work());
          } catch (err) {
            reject(err as Error);
          }
        });
      }),
  );
  last = next.catch(() => undefined);
  return next;
}

/** Full car documents are some 6 KB of JSON: a slice this size serialises in a few milliseconds. */
const HITS_PER_TURN = 100;

/** A search answer with every hit written: the search and its first hits in one turn, any further hits a slice per turn. */
export async function answerInTurns(search: () => SearchAnswer): Promise<SearchAnswer> {
  const answer = await inTurn(() => search().write(HITS_PER_TURN));
  while (!answer.done) await inTurn(() => answer.write(HITS_PER_TURN));
  return answer;
}
