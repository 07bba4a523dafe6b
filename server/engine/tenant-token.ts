/**
 * Tenant tokens as Meilisearch 1.21 reads them (meilisearch `extractors/authentication`, which uses
 * jsonwebtoken 9): a JWT signed with HS256, HS384 or HS512 by the secret of the API key its
 * `apiKeyUid` names, carrying `searchRules` and an optional `exp`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MeiliError } from './errors.ts';
import { asSearchRules, type SearchRules } from './search-rules.ts';

export interface TenantToken {
  /** The parent key's uid, hyphenated and lower case as Meilisearch formats it. */
  apiKeyUid: string;
  searchRules: SearchRules;
}

const HASHES: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };
/** jsonwebtoken's `Algorithm` names: any other `alg` fails to parse the header at all. */
const ALGORITHMS = ['HS256', 'HS384', 'HS512', 'ES256', 'ES384', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'EdDSA'];
const UUID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;

/** Every way a well-formed JWT fails answers invalid_api_key with jsonwebtoken's error kind. */
function undecodable(detail: string, cause?: unknown): MeiliError {
  return new MeiliError('invalid_api_key', `Could not decode tenant token, ${detail}.`, cause === undefined ? {} : { cause });
}

function base64url(part: string): Buffer {
  const bad = part.search(/[^A-Za-z0-9_-]/);
  if (bad >= 0) throw undecodable(`Base64 error: Invalid symbol ${part.charCodeAt(bad)}, offset ${bad}`);
  if (part.length % 4 === 1) throw undecodable('Base64 error: Invalid input length');
  return Buffer.from(part, 'base64url');
}

function jsonPart(part: string): unknown {
  try {
    return JSON.parse(base64url(part).toString('utf8')) as unknown;
  } catch (err) {
    if (err instanceof MeiliError) throw err;
    throw undecodable(`JSON error: ${(err as Error).message}`, err);
  }
}

function record(value: unknown, name: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw undecodable(`JSON error: invalid type: expected struct ${name}`);
  return value as Record<string, unknown>;
}

function claimsOf(payload: unknown): TenantToken & { exp: number | undefined; aud: unknown } {
  const claims = record(payload, 'Claims');
  if (claims.searchRules === undefined) throw undecodable('JSON error: missing field `searchRules`');
  if (claims.apiKeyUid === undefined) throw undecodable('JSON error: missing field `apiKeyUid`');
  const searchRules = asSearchRules(claims.searchRules);
  if (!searchRules) throw undecodable('JSON error: data did not match any variant of untagged enum SearchRules');
  const uid = claims.apiKeyUid;
  if (typeof uid !== 'string' || !UUID.test(uid)) throw undecodable(`JSON error: invalid value: ${JSON.stringify(uid)}, expected a UUID`);
  const exp = claims.exp;
  if (exp !== undefined && exp !== null && !Number.isSafeInteger(exp)) throw undecodable(`JSON error: invalid type: ${JSON.stringify(exp)}, expected i64`);
  const hex = uid.toLowerCase().replace(/-/g, '');
  const apiKeyUid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { apiKeyUid, searchRules, exp: (exp as number | null) ?? undefined, aud: claims.aud };
}

/**
 * The bearer token as a tenant token, or undefined when it is not shaped as a JWT (it may be an
 * API key). `secretOf` gives the secret of the key a uid names, whether or not that key exists:
 * a token naming no key fails on its signature, as with Meilisearch.
 */
export function readTenantToken(token: string, secretOf: (uid: string) => string, nowSeconds: number): TenantToken | undefined {
  const signatureAt = token.lastIndexOf('.');
  const payloadAt = token.lastIndexOf('.', signatureAt - 1);
  if (signatureAt < 0 || payloadAt < 0) return undefined;
  const header = record(jsonPart(token.slice(0, payloadAt)), 'Header');
  if (typeof header.alg !== 'string' || !ALGORITHMS.includes(header.alg)) throw undecodable(`JSON error: unknown variant \`${String(header.alg)}\``);
  const claims = claimsOf(jsonPart(token.slice(payloadAt + 1, signatureAt)));
  // jsonwebtoken refuses a token addressed to an audience when the reader names none.
  if (typeof claims.aud === 'string' || (Array.isArray(claims.aud) && claims.aud.every((a) => typeof a === 'string'))) throw undecodable('InvalidAudience');
  const hash = HASHES[header.alg];
  if (!hash) throw undecodable('InvalidAlgorithm');
  const expected = Buffer.from(createHmac(hash, secretOf(claims.apiKeyUid)).update(token.slice(0, signatureAt)).digest('base64url'));
  const given = Buffer.from(token.slice(signatureAt + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw undecodable('InvalidSignature');
  if (claims.exp !== undefined && nowSeconds > claims.exp) {
    throw new MeiliError('invalid_api_key', `Tenant token expired. Was valid up to \`${claims.exp}\` and we're now \`${nowSeconds}\`.`);
  }
  return { apiKeyUid: claims.apiKeyUid, searchRules: claims.searchRules };
}
