/**
 * Bad input to the CLI's readers: thousands of mutated tenant configs and stock rows. Every one must come
 * back as a list of problems (or pass), never as a thrown error or a crash.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parseCsv } from './stock/csv.ts';
import { validateStock } from './stock/validate.ts';
import { sampleStock } from '../../server/sample/cars.ts';
import { UserError } from './problems.ts';
import { loadTenant, validateTenantText } from './tenants.ts';
import { PACKAGE_ROOT, workspace } from './workspace.ts';

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const NASTY: unknown[] = [
  '',
  ' ',
  '<script>alert(1)</script>',
  "'; DROP TABLE leads; --",
  '🚗'.repeat(1000),
  'x'.repeat(50_000),
  -1,
  0,
  1e308,
  NaN,
  true,
  null,
  [],
  {},
  [[[[]]]],
  { __proto__: { polluted: 1 } },
  '\u0000',
  '\ud800',
];

/** Replaces, deletes or retypes one value somewhere in a JSON value. */
function mutate(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return pick(NASTY);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0 || random() < 0.15) {
    (copy as Record<string, unknown>)[pick(['bogus', 'constructor', '__proto__', '0', 'id'])] = pick(NASTY);
    return copy;
  }
  const key = pick(keys);
  if (random() < 0.2) delete (copy as Record<string, unknown>)[key];
  else (copy as Record<string, unknown>)[key] = random() < 0.6 ? mutate((copy as Record<string, unknown>)[key]) : pick(NASTY);
  return copy;
}

const truncate = (text: string) => text.slice(0, Math.floor(random() * text.length));

it('turns every mutated tenant config into problems, never an exception', () => {
  const ws = workspace();
  const source = readFileSync(join(PACKAGE_ROOT, 'tenants', 'harbourside-auto-group.json'), 'utf8');
  const tenant = JSON.parse(source) as unknown;
  let rejected = 0;
  for (let i = 0; i < 1500; i++) {
    const text = random() < 0.15 ? truncate(source) : JSON.stringify(mutate(mutate(tenant)));
    const result = validateTenantText(ws, 'harbourside-auto-group', '/dev/null', text);
    if (!result.tenant) {
      rejected++;
      for (const problem of result.problems) expect(typeof problem.message).toBe('string');
    }
  }
  expect(rejected).toBeGreaterThan(1000);
});

it('turns every mutated stock row and broken CSV into row problems, never an exception', () => {
  const ws = workspace();
  const [car] = sampleStock({ count: 1, seed: 1, tenants: [loadTenant(ws, 'harbourside-auto-group').tenant!] });
  const rows = Array.from({ length: 1000 }, () => mutate(mutate(car)));
  const { problems } = validateStock(rows);
  expect(problems.length).toBeGreaterThan(500);
  for (let i = 0; i < 300; i++) {
    const csv = truncate('id,make,price,"location.id"\n1,Toyota,"12,000",11\n2,"Maz""da,3000,x\n');
    try {
      parseCsv(csv, 'stock.csv');
    } catch (error) {
      expect(error).toBeInstanceOf(UserError);
    }
  }
});
