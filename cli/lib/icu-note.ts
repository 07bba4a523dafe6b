/**
 * Generated sites carry time-zone tables (SITE_ZONE_RULES in src/site.gen.ts, from runtime/site/zone-rules.ts) worked
 * out with Node's ICU and tz data, so two Node versions can generate different sites from the same tenant. The
 * generation manifest records the data a site was generated with; `generate --check` uses this note to say when a
 * difference is that data rather than the tenant or a template.
 */

/** The ICU and tz data versions the zone tables come from (process.versions). */
export interface ZoneData {
  icu: string;
  tz: string;
}

/** One generated file `--check` found different: what is on disk and what generating now would write. */
export interface GeneratedDifference {
  path: string;
  before: string;
  after: string;
}

export function zoneData(versions: NodeJS.ProcessVersions = process.versions): ZoneData {
  return { icu: versions.icu ?? 'none', tz: versions.tz ?? 'unknown' };
}

// The line templates/_base/src/site.gen.ts.hbs writes the tables on.
const ZONE_TABLE_LINE = /^export const SITE_ZONE_RULES\b.*$/gm;
const withoutZoneTables = (text: string) => text.replace(ZONE_TABLE_LINE, '');

const describe = (data: ZoneData) => `ICU ${data.icu}, tz ${data.tz}`;
const sameData = (a: ZoneData, b: ZoneData) => a.icu === b.icu && a.tz === b.tz;

const PINNED = 'run it with the Node version in .nvmrc (nvm use), or regenerate every site with this one and commit them together';

/**
 * Why a site's generated files differ, when the reason is the zone data rather than the tenant or a template; undefined
 * when the zone data has nothing to do with it. `recorded` is the data its manifest says it was generated with
 * (undefined for a manifest from before dealer-gen recorded it); `differences` are the generated files that differ,
 * the manifest itself left out.
 */
export function icuNote(slug: string, recorded: ZoneData | undefined, current: ZoneData, differences: readonly GeneratedDifference[]): string | undefined {
  const tablesOnly = differences.length > 0 && differences.every((d) => withoutZoneTables(d.before) === withoutZoneTables(d.after));
  const dataChanged = recorded !== undefined && !sameData(recorded, current);
  if (tablesOnly && dataChanged)
    return `${slug}: only the time-zone tables differ, and they come from Node's ICU data: generated with ${describe(recorded)}, this Node has ${describe(current)}. The tenant has not changed: ${PINNED}.`;
  if (tablesOnly && recorded === undefined)
    return `${slug}: only the time-zone tables differ: they come from Node's ICU data (this Node has ${describe(current)}), so it is likely a different Node version, not the tenant: ${PINNED}.`;
  if (tablesOnly)
    return `${slug}: only the time-zone tables differ, with the same ICU data (${describe(current)}): the zone rules code changed (runtime/site/zone-rules.ts); regenerate.`;
  if (dataChanged && differences.length === 0)
    return `${slug}: only the recorded ICU data differs (generated with ${describe(recorded)}, this Node has ${describe(current)}); the time-zone tables came out the same: regenerate to record it.`;
  if (dataChanged)
    return `${slug}: also, it was generated with ${describe(recorded)} and this Node has ${describe(current)}: its time-zone tables may differ for that reason too.`;
  return undefined;
}
