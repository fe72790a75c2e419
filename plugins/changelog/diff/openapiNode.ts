import type {OpenApiDocument} from '../../reference/public';

export type Node = Record<string, unknown>;

/** A node, or the node its local `$ref` points to. */
export function resolve(document: OpenApiDocument, node: unknown): Node | undefined {
  const ref = (node as {$ref?: string} | undefined)?.$ref;
  if (!ref) return node as Node | undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((parent, key) => (parent as Node | undefined)?.[key], document) as Node | undefined;
}

/** The value at an api-smart-diff path, which runs through `$ref`s as if they were written inline. */
export const nodeAt = (document: OpenApiDocument, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((parent, key) => resolve(document, parent)?.[String(key)], document);
