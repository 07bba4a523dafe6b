import { describe, expect, it } from 'vitest';
import { icuNote, zoneData, type GeneratedDifference } from './icu-note.ts';

const OLD = { icu: '77.1', tz: '2025a' };
const NOW = { icu: '78.2', tz: '2025c' };

const site = (tables: string, name = 'Coastal Nissan') =>
  `export const SITE = { "name": "${name}" };\n/** The offsets of every zone. */\nexport const SITE_ZONE_RULES: ZoneRules = ${tables};\n`;
const tablesChanged: GeneratedDifference = { path: 'src/site.gen.ts', before: site('{"Australia/Sydney":[1]}'), after: site('{"Australia/Sydney":[2]}') };
const tenantChanged: GeneratedDifference = { path: 'src/site.gen.ts', before: site('{}'), after: site('{}', 'Coastal Nissan Ltd') };

describe('icuNote', () => {
  it('puts a difference in the time-zone tables alone down to the ICU data it was generated with, naming both', () => {
    const note = icuNote('coastal-nissan', OLD, NOW, [tablesChanged]);
    expect(note).toBe(
      "coastal-nissan: only the time-zone tables differ, and they come from Node's ICU data: generated with ICU 77.1, tz 2025a, this Node has ICU 78.2, tz 2025c. The tenant has not changed: run it with the Node version in .nvmrc (nvm use), or regenerate every site with this one and commit them together.",
    );
  });

  it('says a different Node is likely when the manifest predates the record', () => {
    expect(icuNote('coastal-nissan', undefined, NOW, [tablesChanged])).toMatch(
      /^coastal-nissan: only the time-zone tables differ: .*ICU 78\.2, tz 2025c.*\.nvmrc/,
    );
  });

  it('blames the zone rules code when the tables alone differ with the same data', () => {
    expect(icuNote('coastal-nissan', NOW, NOW, [tablesChanged])).toContain('the zone rules code changed (runtime/site/zone-rules.ts)');
  });

  it('adds the data change as a possible extra cause when the tenant changed too', () => {
    expect(icuNote('coastal-nissan', OLD, NOW, [tenantChanged, tablesChanged])).toBe(
      'coastal-nissan: also, it was generated with ICU 77.1, tz 2025a and this Node has ICU 78.2, tz 2025c: its time-zone tables may differ for that reason too.',
    );
  });

  it('says when only the record differs, the tables having come out the same', () => {
    expect(icuNote('coastal-nissan', OLD, NOW, [])).toBe(
      'coastal-nissan: only the recorded ICU data differs (generated with ICU 77.1, tz 2025a, this Node has ICU 78.2, tz 2025c); the time-zone tables came out the same: regenerate to record it.',
    );
  });

  it('has nothing to say when the data is the same and the tenant changed, or nothing differs', () => {
    expect(icuNote('coastal-nissan', NOW, NOW, [tenantChanged])).toBeUndefined();
    expect(icuNote('coastal-nissan', undefined, NOW, [tenantChanged])).toBeUndefined();
    expect(icuNote('coastal-nissan', NOW, NOW, [])).toBeUndefined();
  });
});

describe('zoneData', () => {
  it('reads the ICU and tz versions of a Node', () => {
    expect(zoneData({ ...process.versions, icu: '78.2', tz: '2025c' })).toEqual(NOW);
    expect(zoneData()).toEqual({ icu: process.versions.icu, tz: process.versions.tz });
  });
});
