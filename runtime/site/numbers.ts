/**
 * Whole numbers as the sites show them, with thousands commas: 12345.6 → "12,346". Written out rather than
 * with `toLocaleString('en-AU')`, whose first call in a page loads the locale's data on the main thread just
 * as the page hydrates; the en-AU grouping is this rule and nothing more.
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

export function formatCount(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole > 0 ? '-' : ''}${String(whole).replace(THOUSANDS, ',')}`;
}
