import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Engine } from './engine.ts';
import { MeiliError } from './errors.ts';
import type { ErrorCode } from './errors.ts';
import type { Access, KeyAction } from './keys.ts';

export type Params = { uid: string; id: string; setting: string; key: string; taskUid: string };
export type Req = FastifyRequest<{ Params: Params; Querystring: Record<string, string | undefined>; Body: unknown }>;

/** What every route group needs: the scoped Fastify instance, the engine and the auth check. */
export interface RouteContext {
  app: FastifyInstance;
  engine: Engine;
  masterKey: string | undefined;
  /** Throws the Meilisearch auth error unless the request's key may do `action` on `indexes`; else what it may read. */
  guard(req: FastifyRequest, action: KeyAction, indexes?: readonly string[]): Access;
  /** Answers 202 with the enqueued task, as every write does. */
  enqueued(reply: FastifyReply, task: unknown): FastifyReply;
}

/** Each request's body as it came, for keying cached search answers by what was asked. */
export const rawBodies = new WeakMap<FastifyRequest, string>();

export function queryInt(value: string | undefined, name: string, code: ErrorCode): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new MeiliError(code, `Invalid value in parameter \`${name}\`: could not parse \`${value}\` as a positive integer`);
  return Number(value);
}

export function queryList(value: string | undefined): string[] | undefined {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}

export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new MeiliError('bad_request', 'Invalid value type: expected an object.');
  }
  return body as Record<string, unknown>;
}
