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
    include: ['cli/**/*.test.ts', 'schema/**/*.test.ts', 'runtime/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
