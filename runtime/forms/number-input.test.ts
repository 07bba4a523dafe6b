import { describe, expect, it } from 'vitest';
import { caretAfterRegrouping, groupThousands, numberInputLook, plainNumber, quickPickLabel } from './number-input.ts';

const money = numberInputLook({ kind: 'money' });
const km = numberInputLook({ kind: 'number', suffix: ' kms' });

describe('the money and km inputs', () => {
  it('put the dollar prefix on money and the suffix on a number field, outside the value', () => {
    expect(money).toEqual({ prefix: '$', suffix: '', decimals: true });
    expect(km).toEqual({ prefix: '', suffix: ' kms', decimals: false });
    expect(numberInputLook({ kind: 'number' }).suffix).toBe('');
  });

  it('hold the plain number of whatever is typed or pasted', () => {
    expect(plainNumber('$70,000', true)).toBe('70000');
    expect(plainNumber('$1,250.505', true)).toBe('1250.50');
    expect(plainNumber('.5', true)).toBe('0.5');
    expect(plainNumber('007', true)).toBe('7');
    expect(plainNumber('45,000 kms', false)).toBe('45000');
    expect(plainNumber('45.6', false)).toBe('456');
    expect(plainNumber('lots', false)).toBe('');
    expect(plainNumber('9'.repeat(20), false)).toHaveLength(15);
  });

  it('show it with thousands separators, keeping a half-typed point or cents', () => {
    expect(groupThousands('')).toBe('');
    expect(groupThousands('5000')).toBe('5,000');
    expect(groupThousands('1250000.5')).toBe('1,250,000.5');
    expect(groupThousands('1250.')).toBe('1,250.');
    expect(groupThousands('999')).toBe('999');
  });

  it('keep the caret after the digit just typed when the separators move', () => {
    // "1,2345" typed with the caret after the 3: it stays after the 3 in "12,345".
    expect(caretAfterRegrouping('1,2345', 4, '12,345')).toBe(4);
    // A digit typed at the end goes on the end.
    expect(caretAfterRegrouping('12,3456', 7, '123,456')).toBe(7);
    // A separator deleted before the caret: the caret stays after the same digits.
    expect(caretAfterRegrouping('1234', 1, '1,234')).toBe(1);
    expect(caretAfterRegrouping('', 0, '')).toBe(0);
  });

  it('label quick picks as the input would show them', () => {
    expect(quickPickLabel(money, 5000)).toBe('$5,000');
    expect(quickPickLabel(money, 800_000)).toBe('$800,000');
    expect(quickPickLabel(km, 50_000)).toBe('50,000 kms');
  });
});
