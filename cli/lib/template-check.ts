/**
 * Strict templates, checked before anything renders. Handlebars' strict mode throws for a missing field in
 * `{{x.y}}` but not where a helper reads it (`{{#if x.y}}`, `{{json x.y}}`: the last part may be missing), and
 * only on the branch a tenant takes; so every path a template reads, in every branch and in the partials it
 * includes, is resolved here against the shape of the context (context-shape.ts).
 */
/// <reference types="handlebars" />
import { ANY, fieldNames, fieldsOf, fieldShape, itemShape, union, VALUE, type Shape } from './context-shape.ts';
import { PROBLEMS, type Described } from './problem-catalogue.ts';
import type { Problem } from './problems.ts';
import { closest } from './suggest.ts';

type Node = hbs.AST.Node;
type Expression = hbs.AST.Expression;
type Path = hbs.AST.PathExpression;

export interface TemplateSource {
  /** Where the template is, for its problems. */
  file: string;
  source: string;
}

export interface TemplateKnowledge {
  helpers: ReadonlySet<string>;
  partials: ReadonlyMap<string, TemplateSource>;
  parse(template: TemplateSource): hbs.AST.Program;
}

/** Where a path is read: its context, the enclosing contexts `../` reaches, block params and `@` variables. */
interface Scope {
  context: Shape;
  parent?: Scope;
  params: Readonly<Record<string, Shape>>;
  data: ReadonlySet<string>;
}

const written = (node: Expression) => String((node as { original?: unknown }).original ?? node.type);

const EACH_DATA = ['index', 'key', 'first', 'last'];
/** Blocks that keep the context (`../` does not count them) and whose branches both render. */
const CONDITIONALS = new Set(['if', 'unless']);

/** Every problem of one template: paths the context's shape lacks, unknown helpers and partials. */
export function checkTemplate(template: TemplateSource, root: Shape, known: TemplateKnowledge): Problem[] {
  const problems = new Map<string, Problem>();
  const report = (file: string, node: Node, path: string, problem: Described) => {
    const at = { file, path, line: node.loc.start.line, column: node.loc.start.column + 1 };
    problems.set(`${file}:${at.line}:${at.column}:${path}`, { ...problem, ...at });
  };

  function walk(file: string, program: hbs.AST.Program, scope: Scope, partials: readonly string[]): void {
    const resolve = (path: Path, at: Scope): Shape | undefined => {
      if (path.data) {
        const [name = '', ...rest] = path.parts;
        if (name === 'root') return follow(path, root, rest, 1, 'the template context');
        if (at.data.has(name)) return follow(path, VALUE, rest, 1, `@${name}`);
        report(file, path, path.original, PROBLEMS.TemplateDataUnknown(path.original));
        return undefined;
      }
      const [first, ...rest] = path.parts;
      if (!path.depth && first !== undefined && Object.hasOwn(at.params, first) && !/^(this\b|\.)/.test(path.original))
        return follow(path, at.params[first]!, rest, 1, first);
      let target: Scope | undefined = at;
      for (let up = 0; up < path.depth && target; up++) target = target.parent;
      if (!target) {
        report(file, path, path.original, PROBLEMS.TemplateAboveRoot(path.original));
        return undefined;
      }
      return follow(path, target.context, path.parts, 0, target.parent ? 'this' : 'the template context');
    };

    /** Down `parts` from a shape; `shown` of them are already named in `where`. */
    const follow = (path: Path, start: Shape, parts: readonly string[], shown: number, where: string): Shape | undefined => {
      let shape = start;
      for (const [index, part] of parts.entries()) {
        const next = fieldShape(shape, part);
        if (!next) {
          const holder = index === 0 ? where : path.parts.slice(0, shown + index).join('.');
          report(file, path, path.original, PROBLEMS.TemplateFieldMissing(part, holder, closest(part, fieldNames(shape))));
          return undefined;
        }
        shape = next;
      }
      return shape;
    };

    const helper = (path: Path): boolean => path.parts.length === 1 && !path.data && !path.depth && known.helpers.has(path.parts[0]!);

    /** The shape of an argument; a helper's result may be anything. */
    const expression = (node: Expression, at: Scope): Shape | undefined => {
      if (node.type === 'PathExpression') return resolve(node as Path, at);
      if (node.type === 'SubExpression') {
        call(node as hbs.AST.SubExpression, at);
        return ANY;
      }
      return VALUE;
    };

    const call = (node: { path: Path; params: Expression[]; hash?: hbs.AST.Hash }, at: Scope) => {
      if (!helper(node.path))
        report(file, node.path, node.path.original, PROBLEMS.TemplateHelperUnknown(node.path.original, closest(node.path.original, [...known.helpers])));
      for (const param of node.params) expression(param, at);
      for (const pair of node.hash?.pairs ?? []) expression(pair.value, at);
    };

    const nested = (at: Scope, context: Shape, blockParams: readonly string[], data: readonly string[], values: readonly Shape[]): Scope => ({
      context,
      parent: at,
      params: { ...at.params, ...Object.fromEntries(blockParams.map((name, index) => [name, values[index] ?? VALUE])) },
      data: new Set([...at.data, ...data]),
    });

    for (const statement of program.body) {
      switch (statement.type) {
        case 'ContentStatement':
        case 'CommentStatement':
          break;
        case 'MustacheStatement': {
          const mustache = statement as hbs.AST.MustacheStatement;
          if (mustache.path.type !== 'PathExpression') break;
          const path = mustache.path as Path;
          if (mustache.params.length || mustache.hash?.pairs.length || helper(path)) call({ ...mustache, path }, scope);
          else resolve(path, scope);
          break;
        }
        case 'BlockStatement': {
          const block = statement as hbs.AST.BlockStatement;
          const name = block.path.original;
          const blockParams = block.program.blockParams ?? [];
          if (CONDITIONALS.has(name)) {
            call(block, scope);
            walk(file, block.program, scope, partials);
          } else if (name === 'each' && block.params.length === 1) {
            const list = expression(block.params[0]!, scope);
            const item = list && itemShape(list);
            if (list && !item) report(file, block.params[0]!, written(block.params[0]!), PROBLEMS.TemplateNotAList(written(block.params[0]!)));
            walk(file, block.program, nested(scope, item ?? ANY, blockParams, EACH_DATA, [item ?? VALUE, VALUE]), partials);
          } else if (name === 'with' && block.params.length === 1) {
            const inner = expression(block.params[0]!, scope) ?? ANY;
            walk(file, block.program, nested(scope, inner, blockParams, [], [inner]), partials);
          } else {
            report(file, block, `#${name}`, PROBLEMS.TemplateNotChecked(`{{#${name}}}`));
            break;
          }
          if (block.inverse) walk(file, block.inverse, scope, partials);
          break;
        }
        case 'PartialStatement': {
          const partial = statement as hbs.AST.PartialStatement;
          const name = partial.name.type === 'PathExpression' ? (partial.name as Path).original : undefined;
          const included = name === undefined ? undefined : known.partials.get(name);
          if (!included) {
            if (name === undefined) report(file, partial, '>', PROBLEMS.TemplateNotChecked('{{> (…)}}'));
            else report(file, partial, name, PROBLEMS.TemplatePartialUnknown(name, closest(name, [...known.partials.keys()])));
            break;
          }
          // A partial sees its argument as its context, or the caller's, with its hash's keys added.
          const base = partial.params[0] ? (expression(partial.params[0], scope) ?? ANY) : scope.context;
          const hash = Object.fromEntries((partial.hash?.pairs ?? []).map((pair) => [pair.key, expression(pair.value, scope) ?? VALUE]));
          const context = Object.keys(hash).length ? union([base, fieldsOf(hash)]) : base;
          if (!partials.includes(name!)) walk(included.file, known.parse(included), { ...scope, context }, [...partials, name!]);
          break;
        }
        default:
          report(file, statement, statement.type, PROBLEMS.TemplateNotChecked(statement.type));
      }
    }
  }

  walk(template.file, known.parse(template), { context: root, params: {}, data: new Set() }, []);
  return [...problems.values()];
}
