import { MeiliError } from './errors.ts';
import type { ErrorCode } from './errors.ts';

export type FacetOrder = 'alpha' | 'count';

export interface Settings {
  displayedAttributes: string[];
  searchableAttributes: string[];
  filterableAttributes: string[];
  sortableAttributes: string[];
  rankingRules: string[];
  faceting: { maxValuesPerFacet: number; sortFacetValuesBy: Record<string, FacetOrder> };
  pagination: { maxTotalHits: number };
}

/** A settings update: any field may be omitted (unchanged) or null (reset to default). */
export type SettingsPatch = { [K in keyof Settings]?: unknown };

export const DEFAULT_RANKING_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'];

export function defaultSettings(): Settings {
  return {
    displayedAttributes: ['*'],
    searchableAttributes: ['*'],
    filterableAttributes: [],
    sortableAttributes: [],
    rankingRules: [...DEFAULT_RANKING_RULES],
    faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
    pagination: { maxTotalHits: 1000 },
  };
}

/** URL segment of each per-setting sub-route, as the client spells them. */
export const SETTING_ROUTES: Record<string, keyof Settings> = {
  'displayed-attributes': 'displayedAttributes',
  'searchable-attributes': 'searchableAttributes',
  'filterable-attributes': 'filterableAttributes',
  'sortable-attributes': 'sortableAttributes',
  'ranking-rules': 'rankingRules',
  faceting: 'faceting',
  pagination: 'pagination',
};

const CODES: Record<keyof Settings, ErrorCode> = {
  displayedAttributes: 'invalid_settings_displayed_attributes',
  searchableAttributes: 'invalid_settings_searchable_attributes',
  filterableAttributes: 'invalid_settings_filterable_attributes',
  sortableAttributes: 'invalid_settings_sortable_attributes',
  rankingRules: 'invalid_settings_ranking_rules',
  faceting: 'invalid_settings_faceting',
  pagination: 'invalid_settings_pagination',
};

const BUILTIN_RULES = new Set(DEFAULT_RANKING_RULES);
const CUSTOM_RULE = /^(.+):(asc|desc)$/;

function stringList(key: keyof Settings, value: unknown): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new MeiliError(CODES[key], `Invalid value type at \`.${key}\`: expected an array of strings, but found ${JSON.stringify(value)}.`);
  }
  return [...new Set(value as string[])];
}

function positiveInt(key: keyof Settings, path: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new MeiliError(CODES[key], `Invalid value type at \`.${key}.${path}\`: expected a positive integer, but found ${JSON.stringify(value)}.`);
  }
  return value;
}

function objectValue(key: keyof Settings, value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new MeiliError(CODES[key], `Invalid value type at \`.${key}\`: expected an object, but found ${JSON.stringify(value)}.`);
  }
  return value as Record<string, unknown>;
}

function rejectUnknown(key: keyof Settings, obj: Record<string, unknown>, known: string[]): void {
  for (const field of Object.keys(obj)) {
    if (!known.includes(field)) {
      throw new MeiliError(CODES[key], `Unknown field \`${field}\` inside \`.${key}\`: expected one of ${known.map((k) => `\`${k}\``).join(', ')}.`);
    }
  }
}

/**
 * Validates a patch up front, because Meilisearch rejects malformed settings with a 400
 * before enqueuing anything; the result is safe to hand to `applySettingsPatch`.
 */
export function validateSettingsPatch(patch: unknown): SettingsPatch {
  const body = patch === null || patch === undefined ? {} : patch;
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new MeiliError('bad_request', `Invalid value type: expected an object, but found ${JSON.stringify(body)}.`);
  }
  const known = Object.keys(defaultSettings());
  for (const key of Object.keys(body)) {
    if (!known.includes(key)) {
      throw new MeiliError('bad_request', `Unknown field \`${key}\`: expected one of ${known.map((k) => `\`${k}\``).join(', ')}.`);
    }
  }
  const out: SettingsPatch = {};
  for (const [rawKey, value] of Object.entries(body as Record<string, unknown>)) {
    const key = rawKey as keyof Settings;
    if (value === null) {
      out[key] = null;
      continue;
    }
    switch (key) {
      case 'rankingRules': {
        const rules = stringList(key, value);
        for (const rule of rules) {
          if (!BUILTIN_RULES.has(rule) && !CUSTOM_RULE.test(rule)) {
            throw new MeiliError(
              'invalid_settings_ranking_rules',
              `Invalid value at \`.rankingRules[${rules.indexOf(rule)}]\`: \`${rule}\` ranking rule is invalid. Valid ranking rules are words, typo, sort, proximity, attribute, exactness and custom ranking rules.`,
            );
          }
        }
        out[key] = rules;
        break;
      }
      case 'faceting': {
        const obj = objectValue(key, value);
        rejectUnknown(key, obj, ['maxValuesPerFacet', 'sortFacetValuesBy']);
        const next: Record<string, unknown> = {};
        if (obj.maxValuesPerFacet !== undefined && obj.maxValuesPerFacet !== null)
          next.maxValuesPerFacet = positiveInt(key, 'maxValuesPerFacet', obj.maxValuesPerFacet);
        if (obj.sortFacetValuesBy !== undefined && obj.sortFacetValuesBy !== null) {
          const order = objectValue(key, obj.sortFacetValuesBy);
          for (const [attr, dir] of Object.entries(order)) {
            if (dir !== 'alpha' && dir !== 'count') {
              throw new MeiliError(
                'invalid_settings_faceting',
                `Invalid value at \`.faceting.sortFacetValuesBy.${attr}\`: expected one of \`alpha\`, \`count\`.`,
              );
            }
          }
          next.sortFacetValuesBy = order;
        }
        out[key] = next;
        break;
      }
      case 'pagination': {
        const obj = objectValue(key, value);
        rejectUnknown(key, obj, ['maxTotalHits']);
        out[key] = obj.maxTotalHits === undefined || obj.maxTotalHits === null ? {} : { maxTotalHits: positiveInt(key, 'maxTotalHits', obj.maxTotalHits) };
        break;
      }
      case 'sortableAttributes':
        // Meilisearch stores sortable attributes as a set and answers them sorted.
        out[key] = stringList(key, value).sort();
        break;
      default:
        out[key] = stringList(key, value);
    }
  }
  return out;
}

/** Applies a validated patch; nested objects merge like Meilisearch's PATCH semantics. */
export function applySettingsPatch(current: Settings, patch: SettingsPatch): Settings {
  const defaults = defaultSettings();
  const next: Settings = structuredClone(current);
  for (const [rawKey, value] of Object.entries(patch)) {
    const key = rawKey as keyof Settings;
    if (value === null) {
      (next as unknown as Record<string, unknown>)[key] = defaults[key];
    } else if (key === 'faceting') {
      const f = value as Partial<Settings['faceting']>;
      next.faceting = {
        maxValuesPerFacet: f.maxValuesPerFacet ?? next.faceting.maxValuesPerFacet,
        sortFacetValuesBy: f.sortFacetValuesBy ? { ...next.faceting.sortFacetValuesBy, ...f.sortFacetValuesBy } : next.faceting.sortFacetValuesBy,
      };
    } else if (key === 'pagination') {
      next.pagination = { ...next.pagination, ...(value as Partial<Settings['pagination']>) };
    } else {
      (next as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return next;
}

/** Settings as persisted may predate newer fields; fill the gaps from defaults. */
export function normalizeSettings(stored: Partial<Settings> | undefined): Settings {
  return applySettingsPatch(defaultSettings(), stored ?? {});
}
