import {describe, expect, it} from 'vitest';
import {describeProblems, referenceProblems} from '@site/plugins/reference/format';
import {siteFormats} from '@site/plugins/reference/formats';
import {graphqlFormat} from '@site/plugins/reference/graphql/format';
import {parseExamples} from '@site/plugins/reference/graphql/examples';
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

  it('place an OpenAPI operation without a summary at its method, under its path', () => {
    const api = bundle.rest.find((candidate) => candidate.id === 'pools')!;
    const document = structuredClone(api.document);
    const [entry] = operations(document);
    delete (entry!.operation as {summary?: string}).summary;
    const broken: ReferenceBundle = {...bundle, rest: [{...api, document}]};
    expect(openApiFormat.validate!(broken)).toEqual([
      {
        file: 'rest/pools.openapi.yaml',
        line: lineOfText(api.source, `  ${entry!.path}:`) + 1,
        message: `${entry!.method.toUpperCase()} ${entry!.path}: needs a summary and a description`,
      },
    ]);
  });

  it("place an example's problem at its response, an error code's at its branch, and a check that throws as a problem", () => {
    const api = bundle.rest.find((candidate) => candidate.id === 'pools')!;
    const document = structuredClone(api.document);
    const codes = document.components!.schemas!.ProblemCode!.oneOf as {const: string; title?: string}[];
    delete codes[1]!.title;
    const entries = operations(document);
    const withProblem = entries.find((entry) => (entry.operation.responses?.['404'] as {content?: unknown})?.content)!;
    const [exampleName, problem] = Object.entries(
      (
        withProblem.operation.responses!['404'] as {
          content: Record<string, {examples: Record<string, {value: {status: number}}>}>;
        }
      ).content['application/problem+json']!.examples,
    )[0]!;
    problem.value.status = 400;
    // A shared response's example, used by many operations: each problem is placed at the example itself.
    const shared = document.components!.responses!.Unauthenticated as {
      content: Record<string, {examples: Record<string, {value: {status: number}}>}>;
    };
    const [sharedName, sharedExample] = Object.entries(shared.content['application/problem+json']!.examples)[0]!;
    sharedExample.value.status = 403;
    const lines = api.source.split('\n');
    const after = (from: number, test: (line: string) => boolean) =>
      lines.findIndex((line, index) => index >= from && test(line)) + 1;
    const pathLine = after(0, (line) => line === `  ${withProblem.path}:`);
    const statusLine = after(
      after(pathLine, (line) => line === `    ${withProblem.method}:`),
      (line) => line === '        "404":',
    );
    const problems = openApiFormat.validate!({...bundle, rest: [{...api, document}]});
    expect(problems.find((found) => found.message.startsWith(`ProblemCode ${codes[1]!.const} `))?.line).toBe(
      lines.findIndex((line) => line.trim() === `- const: ${codes[1]!.const}`) + 1,
    );
    const statusProblem = problems.find((found) => found.message.includes(': status 400 in a 404 response'))!;
    expect(statusProblem.line).toBe(after(statusLine, (line) => line.trim() === `${exampleName}:`));
    const sharedLine = after(
      after(
        lines.findIndex((line) => line === '  responses:'),
        (line) => line === '    Unauthenticated:',
      ),
      (line) => line.trim() === `${sharedName}:`,
    );
    const sharedProblems = problems.filter((found) => found.message.includes(': status 403 in a 401 response'));
    expect(sharedProblems.length).toBeGreaterThan(1);
    expect(new Set(sharedProblems.map((found) => found.line))).toEqual(new Set([sharedLine]));

    delete (entries[0]!.operation as {responses?: unknown}).responses;
    const [crashed] = referenceProblems([openApiFormat], {...bundle, rest: [{...api, document}]});
    expect(crashed).toMatchObject({
      file: 'rest/pools.openapi.yaml',
      message: expect.stringMatching(/^the checks could not read it: /),
    });
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

  it("place a field's problem at the field, a second example at itself, and a field with none at its definition", () => {
    const api = bundle.graphql.find((candidate) => candidate.id === 'pools')!;
    const sdl = api.sdl.replace(/^( {2}"""[^"]*"""\n|( {2}"[^"\n]*"\n))( {2}pool\()/m, '$3');
    expect(sdl).not.toBe(api.sdl);
    // The first example is dropped, and the second is copied to the end of the file.
    const lines = api.examplesSource.split('\n');
    const items = lines.flatMap((line, index) => (line.startsWith('      - field: ') ? [index] : []));
    const [first, second, third] = items as [number, number, number];
    const examplesSource = [
      ...lines.slice(0, first),
      ...lines.slice(second).filter(Boolean),
      ...lines.slice(second, third),
    ].join('\n');
    const examples = parseExamples(examplesSource, api.examplesFile);
    const broken: ReferenceBundle = {
      ...bundle,
      graphql: [{...api, sdl, schema: buildReferenceSchema(sdl), examplesSource, examples}],
    };
    const problems = graphqlFormat.validate!(broken);
    const sdlLines = sdl.split('\n');
    const lost = lines[first]!.slice('      - field: '.length);
    const copied = lines[second]!.slice('      - field: '.length);
    expect(problems).toEqual([
      {
        file: 'graphql/pools.graphql',
        line: sdlLines.findIndex((line) => line.startsWith('  pool(')) + 1,
        message: 'field Query.pool has no description',
      },
      {
        file: 'graphql/pools.graphql',
        line: sdlLines.indexOf(`  ${lost.split('.')[1]}: Session!`) + 1,
        message: `${lost} has 0 examples; it needs exactly one`,
      },
      {
        file: 'graphql/pools.examples.yaml',
        line: examplesSource.split('\n').lastIndexOf(lines[second]) + 1,
        message: `${copied} has 2 examples; it needs exactly one`,
      },
    ]);
  });

  it('place a function without a @notice at its declaration in its own interface', () => {
    const index = bundle.sources.findIndex((candidate) => candidate.contracts.length > 1);
    const source = bundle.sources[index]!;
    const contract = source.contracts[1]!;
    const fn = contract.functions[0]!;
    const functions = [{...fn, natspec: {...fn.natspec, notice: ''}}, ...contract.functions.slice(1)];
    const contracts = source.contracts.map((candidate) =>
      candidate === contract ? {...contract, functions} : candidate,
    );
    const broken: ReferenceBundle = {...bundle, sources: [{...source, contracts}]};
    const text = bundle.compilation.sources[index]!.content.split('\n');
    const declared = text.findIndex((line) => line.startsWith(`interface ${contract.name} `));
    expect(solidityFormat.validate!(broken)).toEqual([
      {
        file: source.file,
        line: text.findIndex((line, at) => at > declared && line.includes(`function ${fn.name}(`)) + 1,
        message: `${contract.name}.${fn.name}: missing @notice`,
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
