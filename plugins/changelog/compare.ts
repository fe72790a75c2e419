import path from 'node:path';
import {diffAbi} from './diff/abi';
import {diffGraphql} from './diff/graphql';
import {diffOpenApi} from './diff/openapi';
import type {Change, InterfaceKind} from './model';
import type {Snapshot} from './snapshots';
import {contractsOf, openApiOf, schemaOf} from './surfaces';

export function interfaceOf(file: string): InterfaceKind {
  if (file.startsWith('rest/')) return 'rest';
  if (file.startsWith('graphql/')) return 'graphql';
  if (file.startsWith('contracts/')) return 'contracts';
  throw new Error(`${file} is not a REST, GraphQL or contract file of reference/`);
}

/** `pools` for rest/pools.openapi.yaml and graphql/pools.graphql. */
const apiOf = (file: string) => path.basename(file).replace(/\.(openapi\.yaml|graphql)$/, '');

function diffFile(file: string, before: string, after: string): Change[] {
  switch (interfaceOf(file)) {
    case 'rest':
      return diffOpenApi(apiOf(file), file, openApiOf(before), openApiOf(after));
    case 'graphql':
      return diffGraphql(apiOf(file), file, schemaOf(before), schemaOf(after));
    case 'contracts':
      return diffAbi(file, contractsOf(file, before), contractsOf(file, after));
  }
}

/** Every interface change from one snapshot of a line to the next, file by file; a file that is the same has none. */
export function diffSnapshots(before: Snapshot, after: Snapshot): Change[] {
  const files = [...new Set([...before.files.keys(), ...after.files.keys()])].sort();
  const changes: Change[] = [];
  for (const file of files) {
    const [old, now] = [before.files.get(file), after.files.get(file)];
    if (old === now) continue;
    if (old === undefined || now === undefined) {
      changes.push({
        interface: interfaceOf(file),
        file,
        path: file,
        severity: old === undefined ? 'safe' : 'breaking',
        message: old === undefined ? `Added ${file}` : `Removed ${file}`,
        ...(now === undefined && {removedDeprecated: false}),
      });
      continue;
    }
    changes.push(...diffFile(file, old, now));
  }
  return changes;
}
