import { describe, expect, it } from 'vitest';
import { drawWithProductionReact } from './production-react.ts';

describe('the React build pages are drawn with', () => {
  it('is production unless NODE_ENV names another', () => {
    const unset: NodeJS.ProcessEnv = {};
    drawWithProductionReact(unset);
    expect(unset.NODE_ENV).toBe('production');
    const named: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    drawWithProductionReact(named);
    expect(named.NODE_ENV).toBe('development');
  });
});
