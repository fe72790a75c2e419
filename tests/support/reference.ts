import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {operations} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {parseExamples} from '@site/plugins/reference/graphql/examples';
import {kebab} from '@site/plugins/reference/anchors';
import {repoRoot} from './paths';

/** Anchors the REST reference renders for the operations of one tag, read straight from the OpenAPI file. */
export function restAnchors(api: string, tag: string): string[] {
  const doc = parse(
    fs.readFileSync(path.join(repoRoot, 'reference', 'rest', `${api}.openapi.yaml`), 'utf8'),
  ) as OpenApiDocument;
  return operations(doc)
    .filter((entry) => entry.tag === tag)
    .map((entry) => kebab(entry.operation.operationId));
}

/** Anchors the GraphQL reference renders for one group of the examples file. */
export function graphqlAnchors(api: string, group: string): string[] {
  const file = path.join('graphql', `${api}.examples.yaml`);
  const examples = parseExamples(fs.readFileSync(path.join(repoRoot, 'reference', file), 'utf8'), file);
  return examples.groups
    .find((candidate) => candidate.id === group)!
    .operations.map((example) => kebab(example.field.split('.')[1]!));
}

/** The source of a reference file, as the site publishes it. */
export const referenceSource = (file: string) => fs.readFileSync(path.join(repoRoot, 'reference', file), 'utf8');
