/**
 * What a template may read: the shape of its context, as a type rather than one tenant's values. A field the
 * schema makes optional is part of the shape, so a template may read it even where a tenant leaves it out; a
 * field no tenant can have is not, so a typo is found whatever the tenant holds.
 */

export type Shape =
  /** Anything may be under it (a transform's output, whose structure the schema does not describe). */
  | { kind: 'any' }
  /** A string, number, boolean or null: read whole, with no fields under it. */
  | { kind: 'value' }
  /** Named fields; `rest` is the shape of every other key, for a record. */
  | { kind: 'object'; fields: Readonly<Record<string, Shape>>; rest?: Shape }
  | { kind: 'list'; item: Shape }
  /** One of several shapes: a field exists if one of them has it. */
  | { kind: 'union'; options: readonly Shape[] };

export const ANY: Shape = { kind: 'any' };
export const VALUE: Shape = { kind: 'value' };
export const fieldsOf = (fields: Record<string, Shape>, rest?: Shape): Shape => ({ kind: 'object', fields, ...(rest ? { rest } : {}) });
export const listOf = (item: Shape): Shape => ({ kind: 'list', item });

export function union(shapes: readonly Shape[]): Shape {
  const options = shapes.flatMap((shape) => (shape.kind === 'union' ? shape.options : [shape]));
  if (options.length === 0 || options.some((shape) => shape.kind === 'any')) return ANY;
  return options.length === 1 ? options[0]! : { kind: 'union', options };
}

/** The shape of `value[key]` for a value of this shape, or undefined when no such value has that key. */
export function fieldShape(shape: Shape, key: string): Shape | undefined {
  switch (shape.kind) {
    case 'any':
      return ANY;
    case 'value':
      return undefined;
    case 'object':
      return Object.hasOwn(shape.fields, key) ? shape.fields[key] : shape.rest;
    case 'list':
      return /^\d+$/.test(key) ? shape.item : key === 'length' ? VALUE : undefined;
    case 'union': {
      const found = shape.options.map((option) => fieldShape(option, key)).filter((option) => option !== undefined);
      return found.length ? union(found) : undefined;
    }
  }
}

/** The keys a shape names, for a "did you mean". */
export function fieldNames(shape: Shape): string[] {
  if (shape.kind === 'object') return Object.keys(shape.fields);
  return shape.kind === 'union' ? shape.options.flatMap(fieldNames) : [];
}

/** What `#each` gives each item: a list's items or an object's values; undefined for a value, which has none. */
export function itemShape(shape: Shape): Shape | undefined {
  switch (shape.kind) {
    case 'any':
      return ANY;
    case 'value':
      return undefined;
    case 'object':
      return union([...Object.values(shape.fields), ...(shape.rest ? [shape.rest] : [])]);
    case 'list':
      return shape.item;
    case 'union': {
      const items = shape.options.map(itemShape).filter((item) => item !== undefined);
      return items.length ? union(items) : undefined;
    }
  }
}

/** The parts of a JSON Schema that say what keys a value has; `true` admits anything, `false` nothing. */
type JsonSchema =
  | boolean
  | {
      type?: string | string[];
      properties?: Record<string, JsonSchema>;
      additionalProperties?: JsonSchema;
      items?: JsonSchema | JsonSchema[];
      prefixItems?: JsonSchema[];
      anyOf?: JsonSchema[];
      oneOf?: JsonSchema[];
      allOf?: JsonSchema[];
    };

/** The shape of the values a JSON Schema (zod's, of a parsed value) admits. */
export function shapeOfJsonSchema(schema: JsonSchema): Shape {
  if (typeof schema === 'boolean') return schema ? ANY : VALUE;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return union(alternatives.map(shapeOfJsonSchema));
  if (schema.type === 'object' || schema.properties) {
    const fields = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, shapeOfJsonSchema(value)]));
    return fieldsOf(
      fields,
      schema.additionalProperties === undefined || schema.additionalProperties === false ? undefined : shapeOfJsonSchema(schema.additionalProperties),
    );
  }
  if (schema.type === 'array') {
    const items = [schema.items ?? [], schema.prefixItems ?? []].flat();
    return listOf(union(items.map(shapeOfJsonSchema)));
  }
  return schema.type === undefined ? ANY : VALUE;
}

/** The shape of one value exactly, for data whose every key is always there (a template's template.json). */
export function shapeOfValue(value: unknown): Shape {
  if (Array.isArray(value)) return listOf(union(value.map(shapeOfValue)));
  if (value !== null && typeof value === 'object') return fieldsOf(Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shapeOfValue(v)])));
  return VALUE;
}
