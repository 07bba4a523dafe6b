/**
 * Screenshots held against committed baselines: a page that looks different by more than anti-aliasing fails,
 * with the new screenshot and an image of the difference left in artifacts/visual-diffs for the reviewer.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ARTIFACTS_DIR } from './harness.ts';

export const BASELINES_DIR = join(import.meta.dirname, 'visual-baselines');
const DIFFS_DIR = join(ARTIFACTS_DIR, 'visual-diffs');
/** pixelmatch's per-pixel colour tolerance (0 to 1): text anti-aliasing moves a little between runs, a layout change a lot. */
const PIXEL_THRESHOLD = 0.1;
/** The share of pixels that may differ before a page counts as changed: a caret or a sub-pixel shift, not a moved block. */
const ALLOWED_SHARE = 0.001;

const write = (path: string, bytes: Buffer) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
};

/** Undefined when `actual` matches the baseline `name` (or replaces it, when updating); otherwise what differs and where to look. */
export function checkAgainstBaseline(name: string, actual: Buffer, update: boolean): string | undefined {
  const baselinePath = join(BASELINES_DIR, `${name}.png`);
  if (update) {
    write(baselinePath, actual);
    return undefined;
  }
  const actualPath = join(DIFFS_DIR, `${name}.actual.png`);
  if (!existsSync(baselinePath)) {
    write(actualPath, actual);
    return `${name}: no baseline; if the page is right (see ${relative(process.cwd(), actualPath)}), run npm run test:visual -- --update`;
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const seen = PNG.sync.read(actual);
  if (expected.width !== seen.width || expected.height !== seen.height) {
    write(actualPath, actual);
    return `${name}: ${seen.width}×${seen.height} against the baseline's ${expected.width}×${expected.height}; see ${relative(process.cwd(), actualPath)}`;
  }
  const diff = new PNG({ width: seen.width, height: seen.height });
  const differing = pixelmatch(expected.data, seen.data, diff.data, seen.width, seen.height, { threshold: PIXEL_THRESHOLD });
  const share = differing / (seen.width * seen.height);
  if (share <= ALLOWED_SHARE) return undefined;
  const diffPath = join(DIFFS_DIR, `${name}.diff.png`);
  write(actualPath, actual);
  write(diffPath, PNG.sync.write(diff));
  return `${name}: ${(share * 100).toFixed(2)}% of pixels differ; see ${relative(process.cwd(), diffPath)} and ${relative(process.cwd(), actualPath)}`;
}
