import {describe, expect, it} from 'vitest';
import {isObjectType, isInterfaceType, isInputObjectType, isEnumType} from 'graphql';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {loadReference} from '@site/plugins/reference/load';
import {markdown, simpleProse} from '@site/plugins/support/mdast';

const bundle = loadReference();

/** Every string in a plain data structure (OpenAPI documents, examples, contract models). */
function stringsIn(value: unknown, found: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const child of Object.values(value)) stringsIn(child, found, seen);
  }
  return found;
}

/** The descriptions of every GraphQL type, field, argument and enum value. */
function graphqlDescriptions(found: Set<string>): Set<string> {
  for (const {schema} of bundle.graphql)
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.description) found.add(type.description);
      const members =
        isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)
          ? Object.values(type.getFields())
          : isEnumType(type)
            ? type.getValues()
            : [];
      for (const member of members) {
        if (member.description) found.add(member.description);
        for (const arg of 'args' in member ? member.args : []) if (arg.description) found.add(arg.description);
      }
    }
  return found;
}

/** A parsed tree as the builders write it: without source positions. */
const withoutPositions = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withoutPositions)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([key]) => key !== 'position')
            .map(([key, child]) => [key, withoutPositions(child)]),
        )
      : node;

const parse = (source: string) =>
  withoutPositions(fromMarkdown(source, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}).children);

describe('reference descriptions as Markdown', () => {
  const corpus = graphqlDescriptions(
    stringsIn(
      [bundle.rest.map((api) => api.document), bundle.graphql.map((api) => api.examples), bundle.contracts],
      new Set(),
    ),
  );
  const simple = [...corpus].filter((source) => source.trim() && simpleProse(source));

  it('builds a line of prose with code spans itself, exactly as the Markdown parser reads it', () => {
    expect(simple.length).toBeGreaterThan(1000);
    expect(simple.filter((source) => source.includes('`')).length).toBeGreaterThan(200);
    const differing = simple.filter((source) => JSON.stringify(parse(source)) !== JSON.stringify(markdown(source)));
    expect(differing).toEqual([]);
  });

  it('parses anything else, and hands each caller its own copy of a parsed description', () => {
    const rich = [...corpus].filter((source) => source.trim() && !simpleProse(source));
    expect(rich.length).toBeGreaterThan(50);
    for (const source of rich) expect(withoutPositions(markdown(source)), source).toEqual(parse(source));
    const [source] = rich;
    expect(markdown(source)).not.toBe(markdown(source));
    expect(markdown(source)[0]).not.toBe(markdown(source)[0]);
  });

  it('leaves what opens Markdown syntax or an autolink to the parser', () => {
    for (const source of [
      'Uses ``two`` ticks',
      'Odd ` tick',
      'Spaced ` code `',
      'A *word*',
      'See [docs](/docs)',
      'Mail ops@assetra.dev',
      'Go to www.assetra.dev',
      'https://assetra.dev',
      '1. First',
      '- item',
      'Line one\nline two',
      '    indented',
      'Trailing space ',
      'a | b',
      'AT&T',
    ])
      expect(simpleProse(source), source).toBeUndefined();
    expect(simpleProse('Amount in USDC base units (6 decimals), e.g. 5000000 for 5 USDC.')).toEqual([
      {type: 'text', value: 'Amount in USDC base units (6 decimals), e.g. 5000000 for 5 USDC.'},
    ]);
    expect(simpleProse('`poolId` of the pool')).toEqual([
      {type: 'inlineCode', value: 'poolId'},
      {type: 'text', value: ' of the pool'},
    ]);
  });
});
