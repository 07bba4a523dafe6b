import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config.ts';

// The visual check: every page type of every sample tenant against its committed screenshot.
// `npm run test:visual -- --update` takes new baselines after an intended change.
export default defineConfig({
  resolve: e2e.resolve,
  test: {
    ...e2e.test,
    include: ['e2e/**/*.visual.ts'],
    provide: { updateBaselines: process.argv.includes('--update') || process.argv.includes('-u') },
  },
});
