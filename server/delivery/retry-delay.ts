/**
 * How long a failed delivery waits before its next try: doubling from a few seconds up to an hour, each wait drawn
 * between half and all of that, so deliveries that failed together (a receiver that was down) do not all come back at once.
 */
export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 3600_000;

/** The wait after the `attempts`-th try failed; `random` is in [0, 1). */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
