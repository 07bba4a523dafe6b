/** A stock command failure carrying every problem found, so the CLI can list them all at once. */
export class StockError extends Error {
  readonly problems: readonly string[];

  constructor(summary: string, problems: readonly string[] = []) {
    super(summary);
    this.name = 'StockError';
    this.problems = problems;
  }
}
