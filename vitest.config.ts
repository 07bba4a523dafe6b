import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@dealer\/(.*)$/, replacement: `${here('./runtime/')}$1` },
      { find: /^@site\/(.*)$/, replacement: `${here('./generated/harbourside-auto-group/src/')}$1` },
    ],
  },
  test: {
    include: [
      'cli/**/*.test.ts',
      'lint/**/*.test.ts',
      'schema/**/*.test.ts',
      'runtime/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'preset/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // Two files at a time on two cores: most of the slow ones wait on a child process (the CLI, a build, a killed
    // server), and Vitest's default (one fewer than the cores) ran them one by one: 5.5 min, against 3.5.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
