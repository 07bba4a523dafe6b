import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { tenantSchema } from './tenant.ts';

const here = import.meta.dirname;
const ajvValidate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(join(here, 'tenant.schema.json'), 'utf8')));

const tenant = (specialHours: object[]) => ({
  slug: 'tiny-cars',
  id: 1,
  name: 'Tiny Cars',
  template: 'group',
  phones: { main: '07 3000 0000' },
  locations: [{ id: 1, name: 'Tiny Cars', phone: '07 3000 0000', address: { street: '1 A St', city: 'Adelaide', state: 'sa', postcode: '5000' } }],
  locationOptions: { specialHours },
});

describe('holiday hours (locationOptions.specialHours)', () => {
  it('accepts hours.begin/hours.end as well as start_hour/end_hour, and holds start_hour/end_hour once parsed', () => {
    const config = tenant([
      { date: '2026-12-24', status: 'Open', hours: { begin: '09:00', end: '12:00' }, location_id: 1 },
      { date: '2026-12-31', status: 'Open', start_hour: '08:00', end_hour: '13:00' },
      { date: '2027-01-26', status: 'Open', start_hour: '10:00', hours: { end: '14:00' } },
      { date: '2026-12-25', status: 'Closed' },
    ]);
    expect(ajvValidate(config), JSON.stringify(ajvValidate.errors)).toBe(true);
    expect(tenantSchema.parse(config).locationOptions.specialHours).toEqual([
      { date: '2026-12-24', status: 'Open', start_hour: '09:00', end_hour: '12:00', location_id: 1 },
      { date: '2026-12-31', status: 'Open', start_hour: '08:00', end_hour: '13:00' },
      { date: '2027-01-26', status: 'Open', start_hour: '10:00', end_hour: '14:00' },
      { date: '2026-12-25', status: 'Closed' },
    ]);
  });

  it('refuses a bad time in either spelling, an unknown key under hours, and two spellings that disagree', () => {
    for (const hours of [{ begin: '9am' }, { end: '25:00' }, { start: '09:00' }]) {
      const config = tenant([{ date: '2026-12-24', status: 'Open', hours }]);
      expect(tenantSchema.safeParse(config).success, JSON.stringify(hours)).toBe(false);
      expect(ajvValidate(config), JSON.stringify(hours)).toBe(false);
    }
    const clash = tenantSchema.safeParse(tenant([{ date: '2026-12-24', status: 'Open', start_hour: '09:00', hours: { begin: '10:00' } }]));
    expect(clash.error?.issues).toEqual([expect.objectContaining({ path: ['locationOptions', 'specialHours', 0, 'hours', 'begin'] })]);
  });
});
