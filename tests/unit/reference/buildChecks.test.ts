import {describe, expect, it} from 'vitest';
import {describeProblems, referenceProblems} from '@site/plugins/reference/format';
import {siteFormats} from '@site/plugins/reference/formats';
import {graphqlFormat} from '@site/plugins/reference/graphql/format';
import {buildReferenceSchema} from '@site/plugins/reference/graphql/schema';
import {loadReference, type ReferenceBundle} from '@site/plugins/reference/load';
import {operations} from '@site/plugins/reference/openapi/document';
import {openApiFormat} from '@site/plugins/reference/openapi/format';
import {solidityFormat} from '@site/plugins/reference/solidity/format';

/** What the build refuses in reference/ (the plugin's loadContent), each problem at its file and line. */

const bundle = loadReference();
const lineOfText = (source: string, text: string) => source.split('\n').indexOf(text) + 1;

describe("the build's checks of reference/", () => {
  it('pass on the reference as it is', () => {
    expect(describeProblems(referenceProblems(siteFormats, bundle))).toBe('');
  });

  it('place an OpenAPI operation without a summary at its path', () => {
    const api = bundle.rest.find((candidate) => candidate.id === 'pools')!;
    const document = structuredClone(api.document);
    const [entry] = operations(document);
    delete (entry!.operation as {summary?: string}).summary;
    const broken: ReferenceBundle = {...bundle, rest: [{...api, document}]};
    expect(openApiFormat.validate!(broken)).toEqual([
      {
        file: 'rest/pools.openapi.yaml',
        line: lineOfText(api.source, `  ${entry!.path}:`),
        message: `${entry!.method.toUpperCase()} ${entry!.path}: needs a summary and a description`,
      },
    ]);
  });

  it('place a GraphQL type without a description at its definition', () => {
    const api = bundle.graphql.find((candidate) => candidate.id === 'pools')!;
    const sdl = `${api.sdl}\ntype Orphan {\n  "The id."\n  id: ID\n}\n`;
    const broken: ReferenceBundle = {...bundle, graphql: [{...api, sdl, schema: buildReferenceSchema(sdl)}]};
    expect(graphqlFormat.validate!(broken)).toEqual([
      {
        file: 'graphql/pools.graphql',
        line: lineOfText(sdl, 'type Orphan {'),
        message: 'type Orphan has no description',
      },
    ]);
  });

  it('place an interface without a @notice at its declaration', () => {
    const [source] = bundle.sources;
    const [contract] = source!.contracts;
    const broken: ReferenceBundle = {
      ...bundle,
      sources: [{...source!, contracts: [{...contract!, natspec: {...contract!.natspec, notice: ''}}]}],
    };
    const text = bundle.compilation.sources[0]!.content;
    expect(solidityFormat.validate!(broken)).toEqual([
      {
        file: source!.file,
        line: lineOfText(text, `interface ${contract!.name} {`),
        message: `${contract!.name}: missing @notice`,
      },
    ]);
  });
});
