import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function assetsDir(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

describe('precompressDir', () => {
  const script = `export const cars = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, make: 'Nissan', model: 'X-Trail' })))};\n`;

  it('writes a brotli and a gzip copy of each text file that open to the same bytes, smaller', async () => {
    const dir = assetsDir({ 'index-abc.js': script, 'index-abc.css': 'body{margin:0}'.repeat(50), 'logo.svg': `<svg>${'<g/>'.repeat(100)}</svg>` });
    expect(await precompressDir(dir)).toEqual(['index-abc.css', 'index-abc.js', 'logo.svg']);
    for (const name of ['index-abc.js', 'index-abc.css', 'logo.svg']) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(original.length);
      expect(br.length, name).toBeLessThanOrEqual(gz.length);
    }
  });

  it('leaves images, folders and its own copies alone, and writes the same bytes every time', async () => {
    const dir = assetsDir({ 'index-abc.js': script, 'photo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'nested', 'inner.js'), script);
    await precompressDir(dir);
    const first = readFileSync(join(dir, 'index-abc.js.gz'));
    expect(await precompressDir(dir)).toEqual(['index-abc.js']);
    expect(readdirSync(dir).sort()).toEqual(['index-abc.js', 'index-abc.js.br', 'index-abc.js.gz', 'nested', 'photo.png']);
    expect(readdirSync(join(dir, 'nested'))).toEqual(['inner.js']);
    expect(readFileSync(join(dir, 'index-abc.js.gz')).equals(first)).toBe(true);
  });
});
