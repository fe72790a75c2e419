import {describe, expect, it} from 'vitest';
import ts from 'typescript';
import type {Code, Heading, Link, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {loadReference} from '@site/plugins/reference/load';
import {operations} from '@site/plugins/reference/openapi/document';
import {operationSamples} from '@site/plugins/reference/openapi/samples';
import {kebab} from '@site/plugins/reference/anchors';
import {renderPage} from '../../support/renderPage';

const bundle = loadReference();

function headings(tree: Root): {depth: number; id: string; text: string}[] {
  const found: {depth: number; id: string; text: string}[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const text = node.children.map((child) => ('value' in child ? child.value : '')).join('');
    found.push({depth: node.depth, id: String((node.data?.hProperties as {id?: string} | undefined)?.id ?? ''), text});
  });
  return found;
}

function codeBlocks(tree: Root, lang: string): string[] {
  const found: string[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang === lang) found.push(node.value);
  });
  return found;
}

function links(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, 'link', (node: Link) => void found.push(node.url));
  return found;
}

/** A JSX element's attribute value, as the reference writes them (plain strings). */
const attribute = (node: MdxJsxFlowElement, name: string) =>
  node.attributes.find((candidate) => 'name' in candidate && candidate.name === name)?.value;

/** TypeScript syntax errors in a snippet (a full type check is a separate, slower test). */
function syntaxErrors(snippet: string): string[] {
  const result = ts.transpileModule(`export {};\n${snippet}`, {
    reportDiagnostics: true,
    compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext},
  });
  return (result.diagnostics ?? []).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('REST reference rendering', () => {
  const api = bundle.rest.find((candidate) => candidate.id === 'pools')!;
  const lend = operations(api.document).filter((entry) => entry.tag === 'Lend');

  it('names the section after a title attribute, so a page can place several tags', async () => {
    const tree = await renderPage(
      'pools/back-end/restfulApi/lend.mdx',
      'Intro.\n\n::openapi-operations{api="pools" tag="Lend" title="Lending endpoints"}\n',
    );
    expect(headings(tree)[0]).toMatchObject({depth: 2, id: 'lending-endpoints', text: 'Lending endpoints'});
  });

  it('renders each operation of the tag as an h3 with its operationId anchor, and its parts as h4', async () => {
    const tree = await renderPage(
      'pools/back-end/restfulApi/lend.mdx',
      'Intro.\n\n::openapi-operations{api="pools" tag="Lend"}\n',
    );
    const found = headings(tree);
    expect(found[0]).toMatchObject({depth: 2, id: 'endpoints'});
    for (const entry of lend) {
      expect(found).toContainEqual({depth: 3, id: expect.any(String), text: entry.operation.summary});
    }
    expect(found.filter((heading) => heading.depth === 4).map((heading) => heading.text)).toEqual(
      expect.arrayContaining(['Responses', 'Example']),
    );
    expect(new Set(found.map((heading) => heading.id)).size).toBe(found.length);
  });

  it('gives every operation its samples as tabs of one group, exactly as the sample run runs them', async () => {
    const tree = await renderPage(
      'pools/back-end/restfulApi/lend.mdx',
      '::openapi-operations{api="pools" tag="Lend"}\n',
    );
    const shown: {group: string; tabs: {value: string; lang: string; code: string}[]}[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'Tabs') return;
      shown.push({
        group: String(attribute(node, 'groupId')),
        tabs: (node.children as MdxJsxFlowElement[]).map((item) => {
          const block = item.children[0] as Code;
          return {value: String(attribute(item, 'value')), lang: block.lang ?? '', code: block.value};
        }),
      });
    });
    expect(shown).toEqual(
      lend.map((entry) => ({
        group: 'rest-client',
        tabs: operationSamples(api, entry).map((sample) => ({
          value: sample.language,
          lang: sample.fence,
          code: sample.code,
        })),
      })),
    );
    expect(shown.map(({tabs}) => tabs.map((tab) => tab.value))).toContainEqual([
      'curl',
      'typescript',
      'sdk',
      'python',
      'java',
    ]);
    for (const {tabs} of shown)
      for (const tab of tabs.filter(({lang}) => lang === 'ts')) expect(syntaxErrors(tab.code)).toEqual([]);
  });

  it('sends the API key and an idempotency key on writes, and a JSON body', async () => {
    const tree = await renderPage(
      'pools/back-end/restfulApi/lend.mdx',
      '::openapi-operations{api="pools" tag="Lend"}\n',
    );
    const supply = codeBlocks(tree, 'bash').find((curl) => curl.includes('/supply'))!;
    expect(supply).toMatch(
      /^curl --request POST "\$\{ASSETRA_API_BASE:-https:\/\/api\.sandbox\.assetra\.dev\}\/pools\/v1\//,
    );
    expect(supply).toContain('--header "X-API-Key: $ASSETRA_API_KEY"');
    expect(supply).toContain('--header "Idempotency-Key: $(uuidgen)"');
    expect(JSON.parse(/--data '([\s\S]*)'$/.exec(supply)![1]!)).toMatchObject({amount: expect.stringMatching(/^\d+$/)});
  });

  it('fails the build with a clear message for an unknown tag', async () => {
    await expect(renderPage('x.mdx', '::openapi-operations{api="pools" tag="Nope"}\n')).rejects.toThrow(
      /has no operations tagged "Nope"/,
    );
  });
});

describe('GraphQL, contract and SDK rendering', () => {
  it('renders every operation of a GraphQL group with its example, and the types it uses', async () => {
    const api = bundle.graphql.find((candidate) => candidate.id === 'cp-pools')!;
    const group = api.examples.groups[0]!;
    const tree = await renderPage(
      'cp-pools/back-end-api/graphqlApi/pools.mdx',
      `::graphql-operations{api="cp-pools" group="${group.id}"}\n`,
    );
    const found = headings(tree);
    expect(found.filter((heading) => heading.depth === 3 && !heading.id.startsWith('type-'))).toHaveLength(
      group.operations.length,
    );
    expect(found.map((heading) => heading.id)).toEqual(expect.arrayContaining(['queries', 'mutations', 'types']));
    expect(codeBlocks(tree, 'graphql')).toHaveLength(group.operations.length);
  });

  it('renders every function, event and error of a Solidity file as a heading', async () => {
    const source = bundle.sources.find((candidate) => candidate.file === 'contracts/IERC20CollateralPool.sol')!;
    const tree = await renderPage(
      'pools/smart-contracts/erc20-collateral-pool-contract/introduction.mdx',
      '::contract-reference{file="contracts/IERC20CollateralPool.sol"}\n',
    );
    const ids = headings(tree).map((heading) => heading.id);
    const [contract] = source.contracts;
    for (const fn of contract!.functions) expect(ids).toContain(kebab(fn.name));
    expect(ids).toContain('pool-admin-role');
    expect(ids.filter((id) => id.startsWith('event-'))).toHaveLength(contract!.events.length);
    expect(ids.filter((id) => id.startsWith('error-'))).toHaveLength(contract!.errors.length);
  });

  it('renders SDK methods with bigint amounts and examples that parse', async () => {
    const tree = await renderPage('pools/sdk/collateral-pool.mdx', '::sdk-methods{api="pools"}\n');
    const snippets = codeBlocks(tree, 'ts');
    expect(snippets.some((snippet) => /assetra\.pools\.buildSupply\(\{[\s\S]*amount: \d+n,/.test(snippet))).toBe(true);
    for (const snippet of snippets) expect(syntaxErrors(snippet)).toEqual([]);
  });

  it('renders the SDK methods generated from a GraphQL schema, linked both ways to its operations', async () => {
    const tree = await renderPage('cp-pools/sdk/counterparty-pool.mdx', '::sdk-methods{api="cp-pools"}\n');
    expect(headings(tree).filter((heading) => heading.depth === 2)).toMatchObject([
      {id: 'read-methods', text: 'Read methods'},
      {id: 'write-methods', text: 'Write methods'},
    ]);
    const snippets = codeBlocks(tree, 'ts');
    expect(snippets.some((snippet) => /assetra\.cpPools\.buildSupply\(\{[\s\S]*amount: \d+n,/.test(snippet))).toBe(
      true,
    );
    for (const snippet of snippets) expect(syntaxErrors(snippet)).toEqual([]);
    expect(links(tree)).toContain('/docs/cp-pools/back-end-api/graphqlApi/pools#build-supply');

    const operationsPage = await renderPage(
      'cp-pools/back-end-api/graphqlApi/pools.mdx',
      '::graphql-operations{api="cp-pools" group="pools"}\n',
    );
    expect(links(operationsPage)).toContain('/docs/cp-pools/sdk/counterparty-pool#build-supply');
  });
});
