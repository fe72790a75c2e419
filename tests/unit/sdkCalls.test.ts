import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {sdkDeclaration} from '@site/plugins/reference/sdk/declaration';
import {sdkModules} from '@site/plugins/reference/sdk/modules';
import {moduleProperty} from '@site/plugins/reference/sdk/typescript';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {declaredMethods} from '../support/sdk/declaredMethods';
import {pageCalls, unknownCalls} from '../support/sdk/pageCalls';
import {repoRoot} from '../support/paths';

const modules = sdkModules(loadReference());
const moduleNames = modules.map((module) => moduleProperty(module.apiId));
const methods = declaredMethods(sdkDeclaration(modules));
const calls = contentPages(repoRoot).flatMap((page) =>
  pageCalls(page, fs.readFileSync(path.join(repoRoot, page), 'utf8'), moduleNames),
);

describe('every SDK call a page names exists in the generated @assetra/sdk declaration', () => {
  it('finds the calls of the docs, the blog and the pages', () => {
    expect(calls.length).toBeGreaterThan(100);
    // Every product's module is called somewhere, not only Pools'.
    expect(new Set(calls.map((call) => call.path.split('.')[0]))).toEqual(new Set(moduleNames));
  });

  it('in code and in prose', () => {
    expect(unknownCalls(calls, methods)).toEqual([]);
  });

  it('fails naming the page, the line and a call the SDK does not have', () => {
    const source =
      'Stake with `assetra.engage.buildStake()`.\n\n```ts\nawait assetra.engage.stakeTokens({amount: 1n});\n```\n';
    const found = pageCalls('docs/engage/example.mdx', source, moduleNames);
    expect(found.map((call) => call.path)).toEqual(['engage.buildStake', 'engage.stakeTokens']);
    expect(unknownCalls(found, methods)).toEqual([
      'docs/engage/example.mdx:4 assetra.engage.stakeTokens is not in @assetra/sdk',
    ]);
  });
});
