import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {sdkModules} from '@site/plugins/reference/sdk/modules';
import {inputRows} from '@site/plugins/reference/sdk/typescript';
import type {Schema} from '@site/plugins/reference/openapi/types';

type Node = Schema & {$ref?: string};

/** Every property of an inline object (or of a list of them) inside a schema, with its path and description. */
function inlineProperties(schema: Node, path: string): {path: string; description: string}[] {
  if (schema.$ref) return [];
  const object =
    schema.type === 'array' && schema.items && !(schema.items as Node).$ref ? (schema.items as Node) : schema;
  const prefix = object === schema ? `${path}.` : `${path}[].`;
  return Object.entries((object.properties ?? {}) as Record<string, Node>).flatMap(([name, property]) => [
    {path: prefix + name, description: property.description ?? ''},
    ...inlineProperties(property, prefix + name),
  ]);
}

/**
 * An inline object has no named type of its own to carry its fields' descriptions, so the SDK page writes them in the
 * type that holds it (Types) and in the Input table (`components[].unitAmount`): reviewers found `AssetMetadata.legal`
 * and the basket's `components` typed on one line with none of their fields explained.
 */
describe('SDK pages describe the fields of inline objects', () => {
  const reference = loadReference();
  const modules = sdkModules(reference);
  for (const api of reference.rest) {
    const module = modules.find((candidate) => candidate.source === api.file);
    if (!module) continue;
    const schemas = (api.document.components?.schemas ?? {}) as Record<string, Node>;

    it(`${api.id}: Types`, () => {
      const missing = module.types.flatMap(({name, declaration}) =>
        Object.entries((schemas[name]?.properties ?? {}) as Record<string, Node>)
          .flatMap(([field, property]) => inlineProperties(property, `${name}.${field}`))
          .filter(({description}) => !declaration.includes(`/** ${description.replace(/\s+/g, ' ')}`))
          .map(({path}) => path),
      );
      expect(missing).toEqual([]);
    });

    it(`${api.id}: Input tables`, () => {
      const missing = module.methods.flatMap((method) => {
        const operationId = method.calls.key.split(':')[1];
        const operation = Object.values(api.document.paths ?? {})
          .flatMap((item) => Object.values(item ?? {}) as {operationId?: string; requestBody?: {content?: object}}[])
          .find((candidate) => candidate.operationId === operationId);
        const body = Object.values(operation?.requestBody?.content ?? {})[0] as {schema?: Node} | undefined;
        const target = body?.schema?.$ref ? schemas[body.schema.$ref.split('/').at(-1)!]! : body?.schema;
        const rows = new Map(inputRows(method.fields).map((row) => [row.name, row.description]));
        return Object.entries((target?.properties ?? {}) as Record<string, Node>)
          .flatMap(([field, property]) => inlineProperties(property, field))
          .filter(({path, description}) => !rows.get(path)?.startsWith(description.trim()))
          .map(({path}) => `${method.name}: ${path}`);
      });
      expect(missing).toEqual([]);
    });
  }
});
