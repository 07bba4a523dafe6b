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

/** `JSON.stringify(answer)`, its `hits` serialised a slice per turn. */
export async function answerJson(answer: object): Promise<string> {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(answer)) {
    if (value === undefined) continue;
    if (key !== 'hits' || !Array.isArray(value)) {
      fields.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
      continue;
    }
    const slices: string[] = [];
    for (let i = 0; i < value.length; i += HITS_PER_TURN) {
      const slice = value.slice(i, i + HITS_PER_TURN);
      slices.push(await inTurn(() => JSON.stringify(slice).slice(1, -1)));
    }
    fields.push(`"hits":[${slices.join(',')}]`);
  }
  return `{${fields.join(',')}}`;
}
