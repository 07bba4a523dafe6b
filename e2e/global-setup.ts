// Builds every sample tenant once before the browser tests; a build failure stops the run with its errors.
import { execa } from 'execa';
import { PACKAGE_ROOT } from '../cli/lib/workspace.ts';

export default async function setup(): Promise<void> {
  const bin = `${PACKAGE_ROOT}bin/dealer-gen.js`;
  const result = await execa(process.execPath, [bin, 'build', '--all'], { cwd: PACKAGE_ROOT, reject: false, all: true });
  if (result.exitCode !== 0) throw new Error(`dealer-gen build --all failed:\n${result.all}`);
}
