import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../support/paths';
import {loadReference, loadReferenceInParallel} from '@site/plugins/reference/load';
import {compileSolidityInWorker} from '@site/plugins/reference/solidity/compile';
import {natspecProblems} from '@site/plugins/reference/solidity/validate';
import {accessOf, declaresEmits, revertConditions} from '@site/plugins/reference/solidity/model';

const bundle = loadReference();

describe('Solidity interfaces (reference/contracts)', () => {
  it('has the interfaces the Pools and CP Pools pages document', () => {
    expect(bundle.contracts.map((contract) => contract.name).sort()).toEqual(
      expect.arrayContaining(['ICounterpartyPool', 'ICounterpartyPoolFactory', 'IERC20CollateralPool']),
    );
  });

  it('every .sol file compiles with solc-js, without errors or warnings', () => {
    expect(bundle.compilation.compilerVersion).toMatch(/^0\.8\.\d+\+commit\.[0-9a-f]+\.Emscripten/);
    expect(bundle.compilation.errors).toEqual([]);
    expect(bundle.compilation.warnings).toEqual([]);
    expect(bundle.compilation.sources.map((source) => source.file).sort()).toEqual(
      bundle.sources.map((source) => source.file).sort(),
    );
  });

  it('the worker-thread compilation the build uses gives the same ASTs and ABIs as the direct one', async () => {
    const files = bundle.compilation.sources.map(({file, content}) => ({file, content}));
    const inWorker = await compileSolidityInWorker(files);
    expect(inWorker.compilerVersion).toBe(bundle.compilation.compilerVersion);
    expect(inWorker.sources).toEqual(bundle.compilation.sources);
    // The build's loader returns the same bundle the pages and tests read.
    expect(await loadReferenceInParallel()).toBe(bundle);
  }, 60_000);

  it('a broken interface fails the worker-thread compilation with the compiler message', async () => {
    const broken = [
      {file: 'contracts/Broken.sol', content: 'pragma solidity ^0.8.20; interface Broken { function f( external; }'},
    ];
    expect((await compileSolidityInWorker(broken)).errors.join('\n')).toMatch(/ParserError/);
  }, 60_000);

  it('every function, event, error, struct and enum carries complete NatSpec', () => {
    expect(natspecProblems(bundle.sources)).toEqual([]);
  });

  it('every error is raised by a function of its file, or says it is not raised (kept for decoders)', () => {
    const raised = new Set(
      bundle.contracts.flatMap((contract) =>
        contract.functions.flatMap((fn) => revertConditions(fn).map(({error}) => `${contract.file} ${error}`)),
      ),
    );
    const wrong = bundle.contracts.flatMap((contract) =>
      contract.errors
        .filter(
          (error) => raised.has(`${contract.file} ${error.name}`) === /^Not raised\b/.test(error.natspec.notice ?? ''),
        )
        .map((error) => `${contract.name}.${error.name}: ${error.natspec.notice}`),
    );
    expect(wrong).toEqual([]);
  });

  // Review pass 108: two errors added to the pool's interface left the example's count of its ABI at the old figure.
  it('a page that counts a downloaded ABI’s entries counts what solc compiled', () => {
    const counted = /(\d+) entries in all \((\d+) errors, (\d+) events, (\d+) functions\)/;
    const docs = fs.readdirSync(path.join(repoRoot, 'docs'), {recursive: true, encoding: 'utf8'});
    const pages = docs
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(repoRoot, 'docs', file), 'utf8');
        const abi = /<ReferenceDownload file="contracts\/(\w+)\.abi\.json"/.exec(text)?.[1];
        const count = counted.exec(text);
        return abi && count ? [{file, abi, stated: count.slice(1).map(Number)}] : [];
      });
    expect(pages.length).toBeGreaterThan(0);
    for (const {file, abi, stated} of pages) {
      const entries = bundle.contracts.find((contract) => contract.name === abi)!.abi;
      const of = (type: string) => entries.filter((entry) => entry.type === type).length;
      expect(stated, file).toEqual([entries.length, of('error'), of('event'), of('function')]);
    }
  });

  for (const contract of bundle.contracts) {
    it(`${contract.name}: every state-changing function says who may call it, what it emits and when it reverts`, () => {
      const changing = contract.functions.filter((fn) => !['view', 'pure'].includes(fn.stateMutability));
      expect(changing.length).toBeGreaterThan(0);
      for (const fn of changing) {
        expect(accessOf(fn), fn.name).toBeTruthy();
        // Its events, or `none` for a hook that emits no event.
        expect(declaresEmits(fn), `${fn.name} emits`).toBe(true);
        for (const {error, when} of revertConditions(fn)) expect(when, `${fn.name} reverts ${error}`).toMatch(/\w+/);
      }
    });

    it(`${contract.name}: selectors are the keccak-256 of the canonical signatures`, () => {
      // ERC-20 transfer(address,uint256) is 0xa9059cbb: the same hashing, checked on a known value.
      const supply = contract.functions.find((fn) => fn.name === 'supply');
      if (supply?.signature === 'supply(uint256,address)') expect(supply.selector).toBe('0x674032b8');
      for (const fn of contract.functions) expect(fn.selector, fn.name).toMatch(/^0x[0-9a-f]{8}$/);
      for (const event of contract.events) expect(event.topic, event.name).toMatch(/^0x[0-9a-f]{64}$/);
    });
  }
});
