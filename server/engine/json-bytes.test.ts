import { describe, expect, it } from 'vitest';
import { JsonBytes } from './json-bytes.ts';

describe('JsonBytes', () => {
  it('writes text as UTF-8, bytes as they are and counts as JSON writes them', () => {
    const json = new JsonBytes();
    const counts = [0, 7, 9, 10, 42, 99, 100, 12_345, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER];
    json
      .start()
      .text('{"é":"日本 🚗",')
      .bytes(Buffer.from('"n":['))
      .bytes(Buffer.from('x'.repeat(40)));
    counts.forEach((count, i) => (i ? json.text(',') : json).count(count));
    expect(json.text(']}').end().toString()).toBe(`{"é":"日本 🚗","n":[${'x'.repeat(40)}${counts.join(',')}]}`);
    expect(json.start().text('again').end().toString()).toBe('again');
  });

  it('grows for an answer larger than its buffer, and starts small again after it', () => {
    const json = new JsonBytes();
    const big = 'é'.repeat(1024 * 1024);
    expect(json.start().text('"').text(big).bytes(Buffer.from('"')).end().toString()).toBe(`"${big}"`);
    expect(json.start().count(5).end().toString()).toBe('5');
  });
});
