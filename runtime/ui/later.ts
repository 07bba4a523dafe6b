/**
 * Runs work in a task of its own once the current one is done, and returns a way to call it off. Effects
 * that only report or fetch (analytics, visit history, counts, quotes) use it, so the effects of a page
 * coming alive run as several short tasks rather than one long one that holds up the shopper's input.
 */
export function afterThisTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
