import { Command } from 'commander';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServe } from './serve.ts';

const startServer = vi.hoisted(() => vi.fn());
vi.mock('../lib/serve.ts', () => ({ startServer }));

async function serve(...args: string[]) {
  const program = new Command().exitOverride();
  registerServe(program);
  await program.parseAsync(['serve', ...args], { from: 'user' });
  return startServer.mock.calls[0]![1] as Record<string, unknown>;
}

describe('dealer-gen serve', () => {
  beforeEach(() => startServer.mockReset());

  it('shows sample content only when asked with --sample-content', async () => {
    expect(await serve('--sample-content')).toMatchObject({ sampleContent: true });
    startServer.mockReset();
    expect(await serve()).not.toHaveProperty('sampleContent');
  });
});
