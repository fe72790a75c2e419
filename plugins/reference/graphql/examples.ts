import {parse as parseYaml} from 'yaml';
import {inFile} from '../format';

/** One example operation of a root field, with its variables and the response it returns. */
export interface OperationExample {
  /** `Query.pools` or `Mutation.buildSupply`. */
  field: string;
  description?: string;
  operation: string;
  variables?: Record<string, unknown>;
  response: {data: Record<string, unknown>};
}

/** The operations one docs page renders. */
export interface OperationGroup {
  id: string;
  title: string;
  operations: OperationExample[];
}

export interface ExamplesFile {
  groups: OperationGroup[];
}

/** An examples file's groups (`file` relative to reference/, to name it in what it throws). */
export function parseExamples(text: string, file: string): ExamplesFile {
  let parsed: Partial<ExamplesFile> | null;
  try {
    parsed = parseYaml(text) as Partial<ExamplesFile> | null;
  } catch (error) {
    throw inFile(file, error);
  }
  if (!parsed || !Array.isArray(parsed.groups))
    throw new Error(`reference/${file}: expected a top-level "groups" list`);
  for (const group of parsed.groups) {
    if (!group.id || !group.title || !Array.isArray(group.operations)) {
      throw new Error(`reference/${file}: every group needs an id, a title and a list of operations`);
    }
    for (const {field} of group.operations)
      if (typeof field !== 'string' || !/^(Query|Mutation|Subscription)\.\w+$/.test(field))
        throw new Error(
          `reference/${file}: group "${group.id}" has an example whose field is not Query.name or Mutation.name`,
        );
  }
  return parsed as ExamplesFile;
}

/** `Query.pools` → {rootType: 'Query', fieldName: 'pools'} */
export function splitField(field: string): {rootType: 'Query' | 'Mutation' | 'Subscription'; fieldName: string} {
  const [rootType, fieldName] = field.split('.');
  if (!fieldName || !['Query', 'Mutation', 'Subscription'].includes(rootType)) {
    throw new Error(`"${field}" is not a root field; write it as Query.name or Mutation.name`);
  }
  return {rootType: rootType as 'Query' | 'Mutation' | 'Subscription', fieldName};
}
