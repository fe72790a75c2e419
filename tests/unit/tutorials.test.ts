import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {erc20Abi, maxUint256, parseUnits, type Abi, type Address} from 'viem';
import {loadReference} from '@site/plugins/reference/load';
import {kestrelAccounts} from '@site/src/data/engageExample';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {readTutorial, runsCommands, type Tutorial} from '../support/tutorials/steps';
import {
  matchesOutput,
  runTutorial,
  startTutorialWorld,
  type StepResult,
  type TutorialWorld,
} from '../support/tutorials/run';
import {contractAddresses, tokenAddress} from '../support/tutorials/examples';
import {tutorialSims} from '../support/tutorials/sims';
import {directChain} from '../support/tutorials/sims/direct';
import {repoRoot} from '../support/paths';

// Each tutorial installs its packages and runs its scripts: seconds each, a minute or more on a busy machine.
const tutorialTimeout = 600_000;
/** Tutorials run two at a time: each mostly waits on npm and Node.js start-up, so two keep two cores busy. */
const parallelTutorials = 2;

const tutorials = contentPages(repoRoot)
  .map((page) => readTutorial(repoRoot, page))
  .filter((tutorial): tutorial is Tutorial => tutorial !== undefined);

/** `docs/introduction/index.mdx:182 (npx tsx sandbox-sign-in.ts): exited with 1` and what it printed. */
const failure = (result: StepResult) =>
  `${result.page}:${result.line} (${result.step.kind === 'file' ? result.step.name : result.step.code.split('\n')[0]}): ` +
  `${result.problem}\n${result.output.slice(0, 2000)}`;

/** Runs `task` once fewer than `parallelTutorials` others are running. */
const slots: (() => void)[] = [];
let running = 0;
async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= parallelTutorials) await new Promise<void>((resolve) => slots.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    slots.shift()?.();
  }
}

let world: TutorialWorld;
beforeAll(async () => {
  world = await startTutorialWorld(repoRoot, loadReference());
}, 120_000);
// Closing removes the shared npm cache, tens of thousands of files: slow on a busy disk.
afterAll(() => world?.close(), 180_000);

describe('every tutorial runs as its reader would, offline, against the local mocks', () => {
  it('every page that has its reader run commands is a tutorial (front matter `tutorial:`)', () => {
    const commandPages = contentPages(repoRoot).filter((page) => runsCommands(repoRoot, page));
    expect(commandPages.length).toBeGreaterThanOrEqual(10);
    expect(commandPages.filter((page) => !tutorials.some((tutorial) => tutorial.page === page))).toEqual([]);
  });

  for (const tutorial of tutorials) {
    it.concurrent(
      tutorial.page,
      async () => {
        const results = await inSlot(() => runTutorial(world, tutorial));
        expect(results.filter((result) => !result.ok).map(failure)).toEqual([]);
        expect(results).toHaveLength(tutorial.steps.length);
      },
      tutorialTimeout,
    );
  }
});

describe('a broken tutorial fails with its page and step', () => {
  it(
    'the quick start without `npm pkg set type=module` fails at the sign-in script',
    async () => {
      const quickstart = tutorials.find((tutorial) => tutorial.page === 'docs/introduction/index.mdx')!;
      const broken: Tutorial = {
        ...quickstart,
        steps: quickstart.steps.map((step) =>
          step.kind === 'shell' ? {...step, code: step.code.replace(' && npm pkg set type=module', '')} : step,
        ),
      };
      const results = await inSlot(() => runTutorial(world, broken));
      const last = results.at(-1)!;
      expect(last.ok).toBe(false);
      expect(failure(last)).toMatch(
        /^docs\/introduction\/index\.mdx:\d+ \(export ASSETRA_ACCESS_TOKEN="\$\(npx tsx sandbox-sign-in\.ts\)"\): exited with 1\n[\s\S]*Top-level await/,
      );
    },
    tutorialTimeout,
  );

  it('an Output block the command does not print fails, quoting the line', async () => {
    const tutorial: Tutorial = {
      page: 'docs/example.mdx',
      settings: {env: [], input: [], clock: undefined, accounts: {}, uses: [], files: []},
      steps: [
        {kind: 'shell', line: 12, code: 'echo "HSIF / USDC 99999"', output: {line: 16, text: 'HSIF / USDC 100000'}},
      ],
    };
    const [result] = await runTutorial(world, tutorial);
    expect(failure(result!)).toBe(
      'docs/example.mdx:12 (echo "HSIF / USDC 99999"): the page says it prints "HSIF / USDC 100000"\nHSIF / USDC 99999\n',
    );
  });

  it('Output lines match in order, `…` standing for any text', () => {
    const printed =
      'Included in block 18400002: 0xf4e5\nPENDING: 1 of about 150 confirmations\nConfirmed in block 18400002: Supplied';
    expect(matchesOutput('Included in block …: 0x…\nConfirmed in block …: Supplied', printed)).toBeUndefined();
    expect(matchesOutput('Confirmed in block …: Supplied\nIncluded in block …: 0x…', printed)).toBe(
      'the page says it prints "Included in block …: 0x…" after the lines before it',
    );
  });
});

describe('a step that happens later says when', () => {
  it('runs at the moment its clock gives, and a step set before the clock fails', async () => {
    const tutorial: Tutorial = {
      page: 'docs/example.mdx',
      settings: {env: [], input: [], clock: '2026-10-01T00:00:00Z', accounts: {}, uses: [], files: []},
      steps: [
        {kind: 'shell', line: 5, code: 'echo "$TUTORIAL_CLOCK"', output: {line: 9, text: '1790812800000'}},
        {
          kind: 'shell',
          line: 12,
          code: 'echo "$TUTORIAL_CLOCK"',
          clock: '2026-12-30T00:00:00Z',
          output: {line: 16, text: '1798588800000'},
        },
        {kind: 'shell', line: 20, code: 'echo later', clock: '2026-11-02T09:30:00Z', output: undefined},
      ],
    };
    const results = await runTutorial(world, tutorial);
    expect(results.map((result) => result.ok)).toEqual([true, true, false]);
    expect(results[2]!.problem).toBe(
      "the step is set at 2026-11-02T09:30:00.000Z, before the tutorial's clock (2026-12-30T00:00:00.000Z)",
    );
  });
});

describe("the chain mock's contracts compute what their NatSpec's worked examples state", () => {
  const abiOf = (name: string) => world.reference.contracts.find((contract) => contract.name === name)!.abi as Abi;
  const contract = (name: string) => ({address: contractAddresses(world.reference).get(name)!, abi: abiOf(name)});
  const kest = (amount: string) => parseUnits(amount, 18);
  const result = (outcome: ReturnType<ReturnType<typeof directChain>>) =>
    'result' in outcome ? outcome.result : outcome;

  it("staking: Ana's stake 42 reserves, accrues, locks and restakes as EngageStaking.sol says", () => {
    const call = directChain(tutorialSims(world.sims, BigInt(Date.parse('2026-10-01T00:00:00Z') / 1000)));
    const staking = contract('IEngageStaking');
    const token = {address: tokenAddress(world.sims.tokens, 'KEST'), abi: erc20Abi as Abi};
    const ana = kestrelAccounts.ana as Address;
    const at = '2026-10-01T00:00:00Z';
    expect(result(call(staking, 'previewReward', [2n, kest('10000')], {at}))).toBe(221917808219178082191n);
    call(token, 'approve', [staking.address, kest('10000')], {from: ana, at, write: true});
    expect(result(call(staking, 'stake', [2n, kest('10000')], {from: ana, at, write: true}))).toBe(42n);
    expect(result(call(staking, 'getStake', [42n], {at}))).toMatchObject({
      unlocksAt: 1798588800n,
      maxReward: 221917808219178082191n,
    });
    const november = '2026-11-02T09:30:00Z';
    expect(result(call(staking, 'pendingRewards', [42n], {at: november}))).toBe(79880136986301369863n);
    expect(result(call(staking, 'availableRewards', [], {at: november}))).toBe(kest('108750'));
    expect(result(call(staking, 'reservedRewards', [], {at: november}))).toBe(kest('41250'));
    expect(result(call(staking, 'totalStaked', [], {at: november}))).toBe(kest('1200000'));
    expect(result(call(staking, 'claimRewards', [7n], {from: ana, at: november}))).toBe(42300228310502283105n);
    expect(call(staking, 'claimRewards', [42n], {from: ana, at: november})).toEqual({
      error: 'StakeLocked',
      args: [42n, 1798588800n],
    });
    expect(result(call(staking, 'restake', [42n, 3n], {from: ana, at: '2026-12-30T00:00:00Z', write: true}))).toBe(
      431n,
    );
    expect(result(call(staking, 'getStake', [431n], {at: '2026-12-30T00:00:00Z'}))).toMatchObject({
      amount: 10221917808219178082191n,
      maxReward: 705732407581159692249n,
    });
  });

  it("vesting: Dev1's and Dev2's schedules vest as EngageVesting.sol says", () => {
    const call = directChain(tutorialSims(world.sims, BigInt(Date.parse('2027-07-01T00:00:00Z') / 1000)));
    const vesting = contract('IEngageVesting');
    const at = '2027-07-01T00:00:00Z';
    const vested = (id: bigint, seconds: bigint) => result(call(vesting, 'vestedAmount', [id, seconds], {at}));
    expect([1798675200n, 1798761600n, 1830297600n, 1861833600n].map((seconds) => vested(1n, seconds))).toEqual([
      0n,
      kest('40000'),
      kest('80000'),
      kest('120000'),
    ]);
    expect([1767225600n + 2592000n, 1798329600n].map((seconds) => vested(2n, seconds))).toEqual([
      kest('2000'),
      kest('24000'),
    ]);
    expect(result(call(vesting, 'claimable', [1n], {at}))).toBe(19835616438356164383561n);
    expect(call(vesting, 'claim', [1n], {from: kestrelAccounts.dev2 as Address, at})).toMatchObject({
      error: 'NotBeneficiary',
    });
  });

  it('buyback: the 5,000 USDC execution quotes and fills as EngageBuyback.sol says', () => {
    const call = directChain(tutorialSims(world.sims, BigInt(Date.parse('2026-11-02T14:00:00Z') / 1000)));
    const buyback = contract('IEngageBuyback');
    const at = '2026-11-02T14:05:00Z';
    expect(result(call(buyback, 'quote', [5000000000n], {at}))).toEqual([
      kest('20000'),
      kest('19800'),
      25000000n,
      1793628000n,
    ]);
    const keeper = kestrelAccounts.keeper as Address;
    expect(
      call(buyback, 'executeBuyback', [5000000000n, 0n], {from: keeper, at: '2026-11-02T13:59:00Z'}),
    ).toMatchObject({
      error: 'OutsideExecutionWindow',
    });
    expect(result(call(buyback, 'executeBuyback', [5000000000n, kest('19800')], {from: keeper, at, write: true}))).toBe(
      kest('19950'),
    );
    expect(result(call(buyback, 'getExecution', [7n], {at}))).toMatchObject({executionPrice: 25062656n});
    expect(call(buyback, 'executeBuyback', [5000000000n, 0n], {from: keeper, at})).toMatchObject({
      error: 'WindowAlreadyUsed',
    });
  });

  it("collateral pool: Ana's 500 HSIF and 5,100 USDC give the health factor and headroom IERC20CollateralPool.sol states", () => {
    const call = directChain(tutorialSims(world.sims, BigInt(Date.parse('2026-11-02T09:30:00Z') / 1000)));
    const pool = {address: '0x5cEF43F0b78da70AAdd61af0802a0733F09F53E8' as Address, abi: abiOf('IERC20CollateralPool')};
    const hsif = {address: '0x0cFf3500892aB9438215Ac5419546DEa2189a945' as Address, abi: erc20Abi as Abi};
    const ana = kestrelAccounts.ana as Address;
    const at = '2026-11-02T09:30:00Z';
    call(hsif, 'approve', [pool.address, kest('500')], {from: ana, at, write: true});
    call(pool, 'depositCollateral', [kest('500'), ana], {from: ana, at, write: true});
    call(pool, 'borrow', [5100000000n, ana], {from: ana, at, write: true});
    expect(result(call(pool, 'healthFactor', [ana], {at}))).toBe(1470588235294117647n);
    expect(result(call(pool, 'maxBorrow', [ana], {at}))).toBe(900000000n);
    expect(result(call(pool, 'borrowAprBps', [], {at}))).toBe(651n);
    expect(call(pool, 'borrow', [900000001n, ana], {from: ana, at})).toMatchObject({error: 'LtvExceeded'});
    expect(result(call(pool, 'healthFactor', [kestrelAccounts.dev1], {at}))).toBe(maxUint256);
  });
});
