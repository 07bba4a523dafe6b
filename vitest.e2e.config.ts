import { defineConfig } from 'vitest/config';
import unit from './vitest.config.ts';

// Browser tests: one file at a time (each starts the server and Chromium), after every site is built once.
export default defineConfig({
  resolve: unit.resolve,
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    // Tests marked concurrent (the tenant sweep) run two at a time: two cores.
    maxConcurrency: 2,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
