import { describe, expect, it } from 'vitest';
import { byName, foldName } from './names.ts';

describe('byName', () => {
  it('orders names as the en collator with numeric order does', () => {
    const names = [
      'Toyota',
      'toyota',
      'Mazda',
      'MG',
      'Mercedes-Benz',
      'Citroën',
      'Chery',
      'Chevrolet',
      'A4',
      'A10',
      'A3 Sportback',
      'CX-5',
      'CX-30',
      'CX-9',
      'BT-50',
      'i30',
      'I20',
      '2 Series',
      '10 Series',
      'Hilux',
      'HiAce',
      'Land Cruiser',
      'LandCruiser 70',
      'Škoda',
      'Skoda',
      'Silver',
      'Pearl White',
      'Grey',
    ];
    const collator = new Intl.Collator('en', { numeric: true });
    expect([...names].sort(byName)).toEqual([...names].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('foldName', () => {
  it('sets case and accents aside', () => {
    expect(foldName('Škoda')).toBe(foldName('SKODA'));
    expect(foldName('Citroën')).toBe('citroen');
    expect(foldName('Mazda')).not.toBe(foldName('Mazda 3'));
  });
});
