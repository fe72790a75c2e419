import ts from 'typescript';
import type {ScriptSource} from './scriptSources';

/** One top-level definition of a sample helper, from its doc comment to its end. */
export interface HelperDefinition {
  where: string;
  text: string;
}

/** Every top-level `function <name>` in the blocks, with its doc comment: what "the same words everywhere" compares. */
export function helperDefinitions(sources: ScriptSource[], name: string): HelperDefinition[] {
  return sources.flatMap(({page, source, lineOf}) =>
    source.statements
      .filter((statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === name)
      .map((statement) => ({
        where: `${page}:${lineOf(statement)}`,
        text: source.text.slice(statement.getStart(source, true), statement.end),
      })),
  );
}

/** Where a definition differs from the most common one, which is taken as the helper's words. */
export function variantsOf(definitions: HelperDefinition[]): string[] {
  const counts = new Map<string, number>();
  for (const {text} of definitions) counts.set(text, (counts.get(text) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return definitions.filter(({text}) => text !== common).map(({where}) => where);
}
