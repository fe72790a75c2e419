import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import ConfirmationsTable from '@site/src/components/Conventions/ConfirmationsTable';
import Lifetime from '@site/src/components/Conventions/Lifetime';
import NodeVersions from '@site/src/components/Conventions/NodeVersions';
import RateLimits from '@site/src/components/Conventions/RateLimits';
import TokenLifetimes from '@site/src/components/Conventions/TokenLifetimes';
import {publishedNetworks} from '@site/src/data/networks';
import {rateLimits} from '@site/src/data/conventions';
import {durationInWords} from '@site/src/lib/duration';
import {markdownConverter} from '@site/plugins/llms-txt/toMarkdown';
import {docsDir, repoRoot} from '../support/paths';

/** The conventions components show src/data's values, and the Markdown copy of a page states the same ones. */

const converter = markdownConverter({siteDir: repoRoot, siteUrl: 'https://docs.assetra.dev', baseUrl: '/'});
function markdownOf(relative: string): string {
  const file = path.join(docsDir, relative);
  return converter.toMarkdown(
    {file, tree: converter.parse(file), pageUrl: `https://docs.assetra.dev/docs/${relative}`, title: relative},
    (other) => converter.parse(other),
  );
}

describe('conventions components', () => {
  it('write durations in words', () => {
    expect([300, 3600, 2_592_000, 7200, 90].map(durationInWords)).toEqual([
      '5 minutes',
      'one hour',
      '30 days',
      '2 hours',
      '90 seconds',
    ]);
  });

  it('show the token lifetimes of src/data/conventions in prose and in the table', () => {
    expect(renderToStaticMarkup(<Lifetime of="accessToken" />)).toBe('one hour');
    expect(renderToStaticMarkup(<Lifetime of="refreshToken" />)).toBe('30 days');
    const table = renderToStaticMarkup(<TokenLifetimes />);
    expect(table).toContain('<td>5 minutes, single use</td>');
    expect(table).toContain('<code>refreshSession</code>');
  });

  it('show the rate limits of src/data/conventions in the table and its Markdown copy', () => {
    const table = renderToStaticMarkup(<RateLimits />);
    expect(table).toContain(`<td>API key in Sandbox</td><td>${rateLimits.apiKeySandbox}</td>`);
    expect(table).toContain(`<td>Access token</td><td>${rateLimits.accessToken}</td>`);
    expect(markdownOf('pools/back-end/backend-overview.mdx')).toContain(
      `| API key in Production | ${rateLimits.apiKeyProduction} |`,
    );
  });

  it('list every published network with its finality rule and typical confirmations', () => {
    const table = renderToStaticMarkup(<ConfirmationsTable />);
    for (const network of publishedNetworks()) {
      expect(table).toContain(`<td>${network.name}</td><td>${network.finality.rule}</td>`);
      expect(table).toContain(
        `<td>typically ${network.finality.typicalTime}</td><td>${network.finality.confirmations}</td>`,
      );
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
    expect(markdownOf('introduction/index.mdx')).toContain(`The SDK needs ${renderToStaticMarkup(<NodeVersions />)}.`);
  });
});
