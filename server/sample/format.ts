/** 12345 → "12,345". Intl's toLocaleString is far too slow to call for every car of a large sample. */
export function thousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
