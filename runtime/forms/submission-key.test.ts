import { describe, expect, it } from 'vitest';
import { submissionKeys } from './submission-key.ts';

describe('submission keys', () => {
  it('reuse the key for the same body sent again to the same endpoint, and make a new one otherwise', () => {
    let made = 0;
    const keyFor = submissionKeys(() => `key-${++made}`);
    const body = { fields: { name: 'Ada' } };
    expect(keyFor('/api/leads', body)).toBe('key-1');
    expect(keyFor('/api/leads', { fields: { name: 'Ada' } })).toBe('key-1');
    expect(keyFor('/api/forms', body)).toBe('key-2');
    expect(keyFor('/api/leads', { fields: { name: 'Ada Lovelace' } })).toBe('key-3');
    expect(keyFor('/api/leads', body)).toBe('key-4');
  });
});
