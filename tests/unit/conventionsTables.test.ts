import path from 'node:path';
import type {Root, Table} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkFacts from '@site/plugins/facts/remark';
import {tableHtml} from '@site/plugins/static-tables/remark';
import {lifetimeText, nodeVersionsText, rateLimitsTable} from '@site/src/components/Conventions/tables';
import {publishedNetworks} from '@site/src/data/networks';
import {rateLimits} from '@site/src/data/conventions';
import {durationInWords} from '@site/src/lib/duration';
import {markdownConverter} from '@site/plugins/llms-txt/toMarkdown';
import {docsDir, repoRoot} from '../support/paths';

/** The conventions tables show src/data's values, and the Markdown copy of a page states the same ones. */

/** A conventions table element as the page's HTML has it: written in by plugins/facts, made HTML by static-tables. */
function tableOf(element: string): string {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFacts);
  const [table] = (processor.runSync(processor.parse(element)) as Root).children as Table[];
  return tableHtml(table, {baseUrl: '/'});
}

const converter = markdownConverter({siteDir: repoRoot, siteUrl: 'https://docs.assetra.dev', baseUrl: '/'});
function markdownOf(relative: string): string {
  const file = path.join(docsDir, relative);
  return converter.toMarkdown(
    {file, tree: converter.parse(file), pageUrl: `https://docs.assetra.dev/docs/${relative}`, title: relative},
    (other) => converter.parse(other),
  );
}

describe('conventions tables', () => {
  it('write durations in words', () => {
    expect([300, 3600, 2_592_000, 7200, 90].map(durationInWords)).toEqual([
      '5 minutes',
      'one hour',
      '30 days',
      '2 hours',
      '90 seconds',
    ]);
  });

  it('state the token lifetimes of src/data/conventions in words and in the table', () => {
    expect(lifetimeText('accessToken')).toBe('one hour');
    expect(lifetimeText('refreshToken')).toBe('30 days');
    const table = tableOf('<TokenLifetimes />');
    expect(table).toMatch(/^<caption>[^<]+<thead>/);
    expect(table).toContain('<td>5 minutes, single use<');
    expect(table).toContain('<code>refreshSession</code>');
  });

  it('show the rate limits of src/data/conventions in the table and its Markdown copy', () => {
    const table = tableOf('<RateLimits />');
    expect(table).toContain(`<td>API key in Sandbox<td>${rateLimits.apiKeySandbox}<`);
    expect(table).toContain(`<td>Access token<td>${rateLimits.accessToken}<`);
    const markdown = markdownOf('pools/back-end/backend-overview.mdx');
    expect(markdown).toContain(`| API key in Production | ${rateLimits.apiKeyProduction} |`);
    // The caption, which the page shows in <caption>, is a bold line right above the table.
    expect(markdown).toContain(`**${rateLimitsTable().caption}**\n\n| Caller | Requests per minute |`);
  });

  it('list every published network with its finality rule and typical confirmations', () => {
    const table = tableOf('<ConfirmationsTable />');
    for (const network of publishedNetworks()) {
      expect(table).toContain(`<td>${network.name}<td>${network.finality.rule}<`);
      expect(table).toContain(`<td>typically ${network.finality.typicalTime}<td>${network.finality.confirmations}<`);
    }
  });

  it('give the Markdown copy of a page the same values', () => {
    const base = markdownOf('blockchain-and-web3/base.mdx');
    for (const network of publishedNetworks()) {
      expect(base).toContain(
        `| ${network.name} | ${network.finality.rule} | \`${network.finality.blockTag}\` | typically ${network.finality.typicalTime} | ${network.finality.confirmations} |`,
      );
    }
    expect(markdownOf('resources/faqs.mdx')).toContain('An access token lasts one hour;');
    expect(markdownOf('introduction/index.mdx')).toContain(`The SDK needs ${nodeVersionsText()}.`);
  });
});
