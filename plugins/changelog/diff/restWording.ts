import type {Diff} from 'api-smart-diff';
import type {OpenApiDocument} from '../../reference/public';
import {scalarText} from '../../support/scalarText';
import {type Node, parameterAt} from './openapiNode';

type Documents = Record<'before' | 'after', OpenApiDocument>;

/**
 * One sentence for a change api-smart-diff reports inside an operation, from its path: the library's own annotations
 * come out only for the first operation that shares a schema, and without the value that changed.
 */

const combiners = new Set(['allOf', 'oneOf', 'anyOf']);

/** The first `const` or scalar in a value: the value a `oneOf` branch or an enum entry stands for. */
function valueOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object') return scalarText(value);
  const node = value as Node;
  if ('const' in node) return scalarText(node.const);
  for (const key of ['allOf', 'oneOf']) {
    const branches = node[key];
    if (Array.isArray(branches)) for (const branch of branches) if (valueOf(branch)) return valueOf(branch);
  }
  return undefined;
}

const code = (value: string) => `\`${value}\``;

function parameterName(documents: Documents, route: string, method: string, index: string): string {
  const parameter = parameterAt(documents, ['paths', route, method, 'parameters'], Number(index));
  if (!parameter?.name) return 'a parameter';
  return `the ${scalarText(parameter.in)} parameter ${code(scalarText(parameter.name))}`;
}

/** `data[].status` and what the path ends in (`enum`, `const`, `required`, a property, …) under a schema. */
function schemaPart(path: string[]): {field: string; leaf: string[]} {
  const names: string[] = [];
  let index = 0;
  while (index < path.length) {
    const key = path[index];
    if (key === 'properties' && index + 1 < path.length) {
      names.push(path[index + 1]);
      index += 2;
    } else if (key === 'items') {
      names[names.length - 1] = `${names.at(-1) ?? ''}[]`;
      index += 1;
    } else if (combiners.has(key) && index + 2 < path.length) index += 2;
    else break;
  }
  return {field: names.join('.').replace(/\.\[\]/g, '[]'), leaf: path.slice(index)};
}

const withNull = (branches: unknown) =>
  Array.isArray(branches) && branches.some((branch) => (branch as {type?: unknown} | null)?.type === 'null');

/** A field's `type`, which may be a list (`[string, "null"]`), as a reader says it. */
const typeText = (value: unknown) => (value === undefined ? undefined : [value].flat().map(String).join(' or '));

function sentence(diff: Diff, field: string, leaf: string[], where: string): string {
  const textOf = leaf.length === 1 && leaf[0] === 'type' ? typeText : valueOf;
  const before = textOf(diff.before);
  const after = textOf(diff.after);
  const target = field ? `${code(field)} in ${where}` : where;
  const [keyword] = leaf;
  // `$ref` to `oneOf: [$ref, {type: "null"}]`: the field's types gain `null`, as a type list's `[string, "null"]` does.
  // The list is reported whole (`oneOf`) or by the branch added or removed (`oneOf.1`).
  if (leaf.length <= 2 && (keyword === 'oneOf' || keyword === 'anyOf') && field) {
    const branches = (value: unknown) => (leaf.length === 1 ? value : [value]);
    if (diff.action === 'add' && withNull(branches(diff.after))) return `${target} may now be \`null\``;
    if (diff.action === 'remove' && withNull(branches(diff.before))) return `${target} can no longer be \`null\``;
  }
  if (keyword === 'enum' || keyword === 'const' || (keyword && combiners.has(keyword) && (before ?? after))) {
    if (diff.action === 'add') return `${target} can be ${code(after ?? '?')}`;
    if (diff.action === 'remove') return `${target} can no longer be ${code(before ?? '?')}`;
    return `${target}: ${code(before ?? '?')} is now ${code(after ?? '?')}`;
  }
  if (keyword === 'required' && leaf.length === 2) {
    const name = code(field ? `${field}.${before ?? after}` : String(before ?? after));
    return diff.action === 'add' ? `${name} is now required in ${where}` : `${name} is no longer required in ${where}`;
  }
  if (leaf.length === 0 && field) {
    if (diff.action === 'add') return `Added ${code(field)} to ${where}`;
    if (diff.action === 'remove') return `Removed ${code(field)} from ${where}`;
  }
  const change = before !== undefined && after !== undefined ? `: ${code(before)} is now ${code(after)}` : '';
  const verb = {add: 'Added', remove: 'Removed', replace: 'Changed', rename: 'Renamed'}[diff.action];
  return `${verb} ${keyword ? code(keyword) : 'the schema'} of ${target}${change}`;
}

export function restSentence(diff: Diff, documents: Documents, route: string, method: string): string {
  const rest = diff.path.slice(3).map(String);
  const operation = `${method.toUpperCase()} ${route}`;
  const verb = {add: 'Added', remove: 'Removed', replace: 'Changed', rename: 'Renamed'}[diff.action];
  const [section, second, third, fourth, ...more] = rest;
  if (section === undefined) return `${verb} the operation ${code(operation)}`;
  if (section === 'deprecated')
    return diff.after === true ? `Deprecated ${code(operation)}` : `${code(operation)} is no longer deprecated`;
  if (section === 'x-sdk-method')
    return `${diff.action === 'add' ? 'Added' : diff.action === 'remove' ? 'Removed' : 'Renamed'} the SDK method ${code(`${String(diff.after ?? diff.before)}()`)}`;
  if (section === 'parameters' && second !== undefined) {
    const where = parameterName(documents, route, method, second);
    if (third === undefined) return `${verb} ${where}`;
    if (third === 'schema') {
      const {field, leaf} = schemaPart([fourth, ...more].filter((key): key is string => key !== undefined));
      return sentence(diff, field, leaf, where);
    }
    return `${verb} ${code(third)} of ${where}`;
  }
  if (section === 'requestBody') {
    if (second === 'content' && fourth === 'schema') {
      const {field, leaf} = schemaPart(more);
      return sentence(diff, field, leaf, 'the request body');
    }
    return `${verb} the request body${second ? ` (${second})` : ''}`;
  }
  if (section === 'responses' && second !== undefined) {
    if (third === 'content' && rest[4] === 'schema') {
      const {field, leaf} = schemaPart(rest.slice(5));
      return sentence(diff, field, leaf, 'responses');
    }
    if (third === 'headers' && fourth) {
      const where = `the response header ${code(fourth)}`;
      if (rest[4] !== 'schema') return `${verb} ${where}`;
      const {field, leaf} = schemaPart(rest.slice(5));
      return sentence(diff, field, leaf, where);
    }
    if (third === undefined) return `${verb} the ${code(second)} response`;
    return `${verb} ${code(rest.slice(2).join('.'))} of the ${code(second)} response`;
  }
  if (section === 'security') return `${verb} a security requirement`;
  return `${verb} ${code(rest.join('.'))}`;
}
