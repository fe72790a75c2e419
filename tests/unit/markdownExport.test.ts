import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {getNetwork, type PublishedNetwork} from '@site/src/data/networks';
import {markdownUrl} from '@site/src/lib/markdownUrl';
import {categoryMarkdown, llmsFullTxt, llmsTxt} from '@site/plugins/llms-txt/llmsFiles';
import type {DocPage} from '@site/plugins/llms-txt/pages';
import {markdownConverter} from '@site/plugins/llms-txt/toMarkdown';
import {sections} from '@site/src/data/sections';
import {docsDir, repoRoot} from '../support/paths';

const siteUrl = 'https://docs.assetra.dev';
const converter = markdownConverter({siteDir: repoRoot, siteUrl, baseUrl: '/'});
const trees = new Map<string, Root>();
const treeOf = (file: string): Root => {
  if (!trees.has(file)) trees.set(file, converter.parse(file));
  return trees.get(file)!;
};

/** A doc's Markdown as the build writes it, with the front matter the build's metadata carries. */
function convert(relative: string, options = converter): string {
  const file = path.join(docsDir, relative);
  const frontMatter = parseYaml(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))![1]!) as {
    title: string;
    description?: string;
  };
  const pageUrl = `${siteUrl}/docs/${relative.replace(/(\/index)?\.mdx?$/, '')}`;
  return options.toMarkdown(
    {file, tree: treeOf(file), pageUrl, title: frontMatter.title, description: frontMatter.description},
    treeOf,
  );
}

describe('reference, components and structure', () => {
  it('expands a REST reference directive into endpoint headings, the method and path, and flattened example tabs', () => {
    const markdown = convert('pools/back-end/restfulApi/lend.mdx');
    const spec = parseYaml(fs.readFileSync(path.join(repoRoot, 'reference/rest/pools.openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, {summary: string; tags?: string[]}>>;
    };
    const lend = Object.entries(spec.paths).flatMap(([route, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('Lend'))
        .map(([method, operation]) => ({endpoint: `${method.toUpperCase()} ${route}`, summary: operation.summary})),
    );
    expect(lend.length).toBeGreaterThan(0);
    for (const {endpoint, summary} of lend) {
      expect(markdown).toContain(`\n### ${summary}\n`);
      expect(markdown).toContain(`\n\`${endpoint}\`\n`);
    }
    expect(markdown).toMatch(/\*\*cURL\*\*\n\n```bash\ncurl /);
    expect(markdown).toMatch(/\*\*TypeScript\*\*\n\n```ts\n/);
  });

  it('flattens authored tabs under their labels and turns admonitions into quotes', () => {
    const markdown = convert('introduction/software-development-kit.mdx');
    expect(markdown).toContain('**Node.js (API key)**');
    expect(markdown).toContain('**Browser (wallet sign-in)**');
    expect(markdown).toContain('> **Never ship an API key to a browser**');
  });

  it('states the network values the components show, from src/data', () => {
    const base = getNetwork('base') as PublishedNetwork;
    const markdown = convert('blockchain-and-web3/base.mdx');
    expect(markdown).toContain(`| Chain id | \`${base.mainnet.chainId}\` | \`${base.testnet.chainId}\` |`);
    expect(markdown).toContain(`| Public RPC URL | \`${base.mainnet.rpcUrl}\` | \`${base.testnet.rpcUrl}\` |`);
    const ethereum = getNetwork('ethereum') as PublishedNetwork;
    expect(convert('blockchain-and-web3/ethereum.mdx')).toContain(
      `| Public RPC URL | \`${ethereum.mainnet.rpcUrl}\`, run by [PublicNode](https://www.publicnode.com), a third party |`,
    );
    // <ChainFact> inside prose: the words it stands for.
    expect(convert('introduction/react-components.mdx')).toContain(`renders ${base.testnet.chainName}, and`);
  });

  it('inlines partials and points at interactive parts of the page', () => {
    expect(convert('cp-pools/how-tos/cp-pool-creation.mdx')).toContain('```mermaid\nstateDiagram-v2');
    // <details> is shown open: its summary becomes a bold line above the content.
    expect(convert('pools/smart-contracts/erc20-collateral-pool-contract/example.mdx')).toContain(
      '**collateral-pool-example.ts**\n\n```ts',
    );
    expect(convert('pools/pools-processes/borrowing.mdx')).toContain(
      `Interactive: collateral pool health factor calculator — see <${siteUrl}/docs/pools/pools-processes/borrowing>`,
    );
  });

  it('makes links absolute under the base URL, and in-page anchors absolute to the page', () => {
    const elsewhere = markdownConverter({siteDir: repoRoot, siteUrl: 'https://example.org', baseUrl: '/assetra/'});
    const markdown = convert('resources/glossary.mdx', elsewhere);
    expect(markdown).toContain('(https://example.org/assetra/docs/');
    expect(markdown).toContain(`(${siteUrl}/docs/resources/glossary#pool)`);
    expect(markdown).not.toContain('](/docs/');
  });
});

describe('llms.txt files', () => {
  const page = (title: string, permalink: string, description: string): DocPage => ({
    title,
    permalink,
    description,
    section: sections[0],
    children: [],
  });

  it('a Markdown copy lives at the permalink + .md, or index.md after a trailing slash', () => {
    expect(markdownUrl('/docs/resources/faqs')).toBe('/docs/resources/faqs.md');
    expect(markdownUrl('/docs/introduction/')).toBe('/docs/introduction/index.md');
  });

  it('llms.txt has the llmstxt.org shape: title, summary quote, and a linked list per section', () => {
    const text = llmsTxt(
      [{title: 'Introduction', pages: [page('Intro [start]', '/docs/introduction/', 'Where to begin.')]}],
      siteUrl,
      '/',
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Assetra Developer Docs');
    expect(lines[2]).toMatch(/^> Build on Assetra/);
    expect(lines).toContain('## Introduction');
    expect(lines).toContain(`- [Intro \\[start\\]](${siteUrl}/docs/introduction/index.md): Where to begin.`);
  });

  it('a category index lists its pages; llms-full.txt leads each page with its source', () => {
    const category = {
      ...page('Pools', '/docs/category/pools', 'Lending pools.'),
      children: [page('Borrowing', '/docs/pools/borrowing', 'How to borrow.')],
    };
    expect(categoryMarkdown(category, siteUrl)).toBe(
      `# Pools\n\nLending pools.\n\n- [Borrowing](${siteUrl}/docs/pools/borrowing): How to borrow.\n`,
    );
    expect(
      llmsFullTxt([
        {url: 'https://a/1', markdown: '# One\n'},
        {url: 'https://a/2', markdown: '# Two\n'},
      ]),
    ).toBe('Source: https://a/1\n\n# One\n\n---\n\nSource: https://a/2\n\n# Two\n');
  });
});
