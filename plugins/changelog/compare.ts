import path from 'node:path';
import {diffAbi} from './diff/abi';
import {diffGraphql} from './diff/graphql';
import {diffOpenApi} from './diff/openapi';
import {diffProblemCodes} from './diff/problemCodes';
import type {Change, InterfaceKind} from './model';
import type {Snapshot} from './snapshots';
import {contractsOf, openApiOf, schemaOf} from './surfaces';
import type {OpenApiDocument, SourceDoc} from '../reference/public';

export function interfaceOf(file: string): InterfaceKind {
  if (file.startsWith('rest/')) return 'rest';
  if (file.startsWith('graphql/')) return 'graphql';
  if (file.startsWith('contracts/')) return 'contracts';
  throw new Error(`${file} is not a REST, GraphQL or contract file of reference/`);
}

/** `pools` for rest/pools.openapi.yaml and graphql/pools.graphql. */
const apiOf = (file: string) => path.basename(file).replace(/\.(openapi\.yaml|graphql)$/, '');

/** A GraphQL file added or removed is compared with a schema of one placeholder query, left out of the changes. */
const placeholderField = '_placeholder';
const emptySchema = () => schemaOf(`type Query { ${placeholderField}: Boolean }`);

/** The same paths without operations, so each operation of a REST file added or removed is listed with its item. */
function withoutOperations(document: OpenApiDocument): OpenApiDocument {
  return {...document, paths: Object.fromEntries(Object.keys(document.paths ?? {}).map((route) => [route, {}]))};
}

/** A file's changes; one added to or removed from the line (`undefined` on one side) is compared with an empty one. */
function diffFile(file: string, before: string | undefined, after: string | undefined): Change[] {
  switch (interfaceOf(file)) {
    case 'rest': {
      const [was, is] = [before, after].map((text) => (text === undefined ? undefined : openApiOf(text)));
      const [earlier, later] = [was ?? withoutOperations(is!), is ?? withoutOperations(was!)];
      return [
        ...diffOpenApi(apiOf(file), file, earlier, later),
        ...diffProblemCodes(apiOf(file), file, earlier, later),
      ];
    }
    case 'graphql': {
      const [was, is] = [before, after].map((text) => (text === undefined ? emptySchema() : schemaOf(text)));
      return diffGraphql(apiOf(file), file, was, is).filter(
        (change) => !change.path.startsWith(`Query.${placeholderField}`),
      );
    }
    case 'contracts': {
      const empty: SourceDoc = {file, contracts: [], structs: [], enums: [], looseEvents: [], looseErrors: []};
      const [was, is] = [before, after].map((text) => (text === undefined ? empty : contractsOf(file, text)));
      return diffAbi(file, was, is);
    }
  }
}

/**
 * Every interface change from one snapshot of a line to the next, file by file; a file that is the same has none. A
 * file added or removed is compared with an empty one, so each of its members is listed, dated and guarded.
 */
export function diffSnapshots(before: Snapshot, after: Snapshot): Change[] {
  const files = [...new Set([...before.files.keys(), ...after.files.keys()])].sort();
  const changes: Change[] = [];
  for (const file of files) {
    const [old, now] = [before.files.get(file), after.files.get(file)];
    if (old !== now) changes.push(...diffFile(file, old, now));
  }
  return changes;
}
