import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './contrast.ts';

describe('readableTextOn', () => {
  it('puts dark text on the sample themes’ light colours and white on their dark ones, always AA', () => {
    expect(readableTextOn('#f2a900')).toBe('#000000');
    expect(readableTextOn('#d9a441')).toBe('#000000');
    expect(readableTextOn('#0b3d91')).toBe('#ffffff');
    expect(readableTextOn('#c3002f')).toBe('#ffffff');
    for (const colour of ['#f2a900', '#0b3d91', '#c3002f', '#bb162b', '#7a2e12', '#808080', '#ffffff', '#000000'])
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
  });
});
