import { describe, expect, it } from 'vitest';
import { drawingLimit } from './page-render.ts';

describe('drawingLimit', () => {
  it('runs at most `limit` drawings at once and refuses the rest at once when none may wait', async () => {
    const draws = drawingLimit(2, 0);
    let finish = () => {};
    const first = draws(() => new Promise<string>((resolve) => (finish = () => resolve('drawn'))));
    const second = draws(() => Promise.resolve('drawn'));
    expect(draws(() => Promise.resolve('drawn'))).toBeNull();
    expect(await second).toBe('drawn');
    expect(await draws(() => Promise.resolve('again'))).toBe('again');
    finish();
    expect(await first).toBe('drawn');
  });

  it('starts a drawing once the event loop has turned, so a drawing that never yields holds its place meanwhile', async () => {
    const draws = drawingLimit(1, 0);
    let started = false;
    const drawing = draws(async () => (started = true));
    expect(started).toBe(false);
    expect(draws(() => Promise.resolve(true))).toBeNull();
    expect(await drawing).toBe(true);
  });

  it('frees the place of a drawing that fails', async () => {
    const draws = drawingLimit(1, 0);
    await expect(draws(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await draws(() => Promise.resolve('drawn'))).toBe('drawn');
  });

  it('lets `waiting` drawings wait their turn, one after another, and refuses past them', async () => {
    const draws = drawingLimit(1, 2);
    const order: string[] = [];
    let finish = () => {};
    const first = draws(() => new Promise<void>((resolve) => (finish = () => (order.push('first'), resolve()))));
    const second = draws(async () => void order.push('second'));
    const third = draws(async () => void order.push('third'));
    expect(draws(async () => void order.push('fourth'))).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    finish();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
  });
});
