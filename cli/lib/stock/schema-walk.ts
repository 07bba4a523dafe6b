/**
 * Looks inside a zod schema by path, so CSV cells can be coerced to the type the schema expects
 * and unknown fields can be matched to the nearest real one. Reads zod 4's `_zod.def`.
 */
import type { z } from 'zod';

type Def = { type: string; innerType?: Node; shape?: Record<string, Node>; element?: Node; valueType?: Node; options?: Node[]; in?: Node; values?: unknown[] };
type Node = { _zod: { def: Def } };

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema with optional, nullable and default wrappers removed. */
function unwrap(schema: Node): Node {
  let node = schema;
  for (;;) {
    const def = node._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) node = def.innerType;
    else if (def.type === 'pipe' && def.in) node = def.in;
    else return node;
  }
}

function child(node: Node, segment: string | number): Node | undefined {
  const def = unwrap(node)._zod.def;
  switch (def.type) {
    case 'object':
      return typeof segment === 'string' ? def.shape?.[segment] : undefined;
    case 'array':
      return typeof segment === 'number' ? def.element : undefined;
    case 'record':
      return def.valueType;
    case 'union':
      return def.options?.map((option) => child(option, segment)).find((found) => found !== undefined);
    default:
      return undefined;
  }
}

/** The schema at `path`, or undefined when no such field exists. */
export function schemaAt(schema: z.ZodType, path: readonly (string | number)[]): Node | undefined {
  let node: Node | undefined = schema as unknown as Node;
  for (const segment of path) {
    if (!node) return undefined;
    node = child(node, segment);
  }
  return node;
}

export type LeafKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'other';

/** What a CSV cell for this field should become. */
export function leafKind(node: Node): LeafKind {
  const def = unwrap(node)._zod.def;
  switch (def.type) {
    case 'string':
    case 'enum':
      return 'string';
    case 'number':
    case 'int':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'literal':
      return typeof def.values?.[0] === 'boolean' ? 'boolean' : typeof def.values?.[0] === 'number' ? 'number' : 'string';
    case 'array':
      return 'array';
    case 'object':
    case 'record':
      return 'object';
    default:
      return 'other';
  }
}

/** Element schema of an array field. */
export function elementOf(node: Node): Node | undefined {
  return child(node, 0);
}

/** Field names an object schema at this point accepts. */
export function fieldNames(node: Node): string[] {
  const def = unwrap(node)._zod.def;
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap(fieldNames))];
  return [];
}
