import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { columnPath, readStock } from './read.ts';
import { validateStock } from './validate.ts';
import { formatProblem, UserError } from '../problems.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dealer-gen-read-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function problemsOf(name: string, content: string): Promise<string[]> {
  const file = join(dir, name);
  await writeFile(file, content);
  try {
    await readStock(file);
  } catch (error) {
    if (error instanceof UserError) return [error.message, ...error.problems.map(formatProblem)];
    throw error;
  }
  return [];
}

const HEADER =
  'id,slug,year,make,model,car_type,status,price,created_at,location.id,location.name,location.slug,reserved,standardEquipment,images[0].image.url,images[0].image.thumb.url';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and newlines', () => {
    const table = parseCsv('a,b,c\r\n1,"x, ""y""","line one\nline two"\n\n2,,z\n');
    expect(table.header).toEqual(['a', 'b', 'c']);
    expect(table.rows).toEqual([
      ['1', 'x, "y"', 'line one\nline two'],
      ['2', '', 'z'],
    ]);
    expect(table.lines).toEqual([2, 5]);
  });

  it('reports every malformed row at once', () => {
    expect(() => parseCsv('a,b\n1\n1,2,3\n', 'stock.csv')).toThrow(UserError);
    try {
      parseCsv('a,b\n1\n1,2,3\n', 'stock.csv');
    } catch (error) {
      expect((error as UserError).problems.map(formatProblem)).toEqual([
        'stock.csv:2:1  1 fields, but the header has 2',
        'stock.csv:3:1  3 fields, but the header has 2',
      ]);
    }
  });
});

describe('readStock', () => {
  it('maps CSV columns, dotted and indexed, to typed nested fields', async () => {
    const file = join(dir, 'stock.csv');
    await writeFile(
      file,
      `${HEADER}\n5,2021-toyota-hilux-sr5-4x4-abc123,2021,Toyota,Hilux,used,in_stock,45990,2025-09-20T10:00:00Z,11,"Harbourside Toyota - Sales",harbourside-toyota,yes,ABS Brakes|Cruise Control,/media/car/5/1.svg,/media/car/5/1.svg?w=200\n`,
    );
    const rows = await readStock(file);
    expect(rows[0]).toEqual({
      id: 5,
      slug: '2021-toyota-hilux-sr5-4x4-abc123',
      year: 2021,
      make: 'Toyota',
      model: 'Hilux',
      car_type: 'used',
      status: 'in_stock',
      price: 45990,
      created_at: '2025-09-20T10:00:00Z',
      location: { id: 11, name: 'Harbourside Toyota - Sales', slug: 'harbourside-toyota' },
      reserved: true,
      standardEquipment: ['ABS Brakes', 'Cruise Control'],
      images: [{ image: { url: '/media/car/5/1.svg', thumb: { url: '/media/car/5/1.svg?w=200' } } }],
    });
    const { cars, problems } = validateStock(rows);
    expect(problems).toEqual([]);
    expect(cars[0]).toMatchObject({
      make_model: 'Toyota Hilux',
      location_name: 'Harbourside Toyota - Sales',
      price_range: '40000-49999',
      photos_count: 1,
      display_price: 45990,
    });
  });

  it('leaves cells that do not fit the type for validation to name', async () => {
    const file = join(dir, 'bad.csv');
    await writeFile(file, `${HEADER}\nx,bad slug,2021,Toyota,Hilux,used,in_stock,cheap,2025-09-20,11,Yard,yard,perhaps,,,\n`);
    const { problems } = validateStock(await readStock(file));
    expect(problems.map((p) => `${p.row} ${p.path}`)).toEqual(['0 id', '0 slug', '0 reserved', '0 price']);
  });

  it('rejects unknown columns with a suggestion', async () => {
    expect(await problemsOf('cols.csv', 'id,colr,location.nmae\n1,red,x\n')).toEqual([
      expect.stringContaining('Cannot read'),
      expect.stringContaining('Column "colr" is not a car field'),
      expect.stringContaining('Column "location.nmae" is not a car field'),
    ]);
    const error = await readStock(join(dir, 'cols.csv')).catch((e: unknown) => e);
    expect((error as UserError).problems.map((p) => p.hint)).toEqual(['Did you mean "colour"?', 'Did you mean "location.name"?']);
  });

  it('gives line and column for JSON syntax errors', async () => {
    const problems = await problemsOf('stock.json', '[\n  {"id": 1,}\n]');
    expect(problems[1]).toMatch(/stock\.json:2:12 {2}Invalid JSON: A property name in double quotes is expected here/);
  });

  it('refuses a JSON file that is not an array', async () => {
    expect((await problemsOf('stock.json', '{"id": 1}'))[0]).toContain('must hold a JSON array of cars, but its top level is object');
  });

  it('reads JSON Lines and reports bad lines by number', async () => {
    const file = join(dir, 'stock.jsonl');
    await writeFile(file, '{"id": 1}\n\n{"id": 2}\n');
    expect(await readStock(file)).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await problemsOf('bad.jsonl', '{"id": 1}\n{"id": }\n'))[1]).toMatch(/bad\.jsonl:2:\d+ {2}Invalid JSON: A value is expected here/);
  });

  it('turns column names into paths', () => {
    expect(columnPath('images[2].image.url')).toEqual(['images', 2, 'image', 'url']);
    expect(columnPath('location.id')).toEqual(['location', 'id']);
  });
});

describe('validateStock', () => {
  const car = {
    id: 1,
    slug: 'a-b',
    year: 2020,
    make: 'Kia',
    model: 'Rio',
    car_type: 'used',
    status: 'in_stock',
    price: 9990,
    created_at: '2025-09-01',
    location: { id: 41, name: 'Parkway Kia', slug: 'parkway-kia' },
  };

  it('names the JSON path of problems inside arrays and unions', () => {
    const images = [
      { image: { url: '/a.svg', thumb: { url: '/a.svg' } } },
      { isVideo: true, url: 'https://x.example/v.mp4' },
      { image: { url: 'nope', thumb: { url: '/b.svg' } } },
    ];
    const { problems, invalidRows } = validateStock([car, { ...car, id: 2, slug: 'c-d', images }]);
    expect(invalidRows).toEqual([1]);
    expect(problems).toEqual([
      expect.objectContaining({ row: 1, path: 'images[2].image.url', message: 'Must be an absolute http(s) URL or a site path starting with /' }),
    ]);
  });

  it('reports duplicate ids and slugs against the first row that used them', () => {
    const { cars, problems } = validateStock([car, { ...car }, { ...car, id: 3 }]);
    expect(cars).toHaveLength(1);
    expect(problems).toEqual([
      expect.objectContaining({ row: 1, path: 'id', message: 'Duplicate id 1, also used by row 0' }),
      expect.objectContaining({ row: 1, path: 'slug', message: 'Duplicate slug "a-b", also used by row 0' }),
      expect.objectContaining({ row: 2, path: 'slug', message: 'Duplicate slug "a-b", also used by row 0' }),
    ]);
  });
});
