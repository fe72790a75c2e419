import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  parseEventLogs,
  parseUnits,
  type Abi,
  type Address,
} from 'viem';
import {loadReference} from '@site/plugins/reference/load';
import {kestrelAccounts} from '@site/src/data/engageExample';
import type {ContractCall, SimContext, SimLog} from '../support/tutorials/chain';
import {Ledger} from '../support/tutorials/contracts';
import {contractAddresses, exampleObjects, exampleTokens, tokenAddress} from '../support/tutorials/examples';
import {engageStaking} from '../support/tutorials/sims/engageStaking';
import {secondsOf} from '../support/tutorials/sims/common';
import {repoRoot} from '../support/paths';

/**
 * The staking contract-actions page's "Events to index" table, replayed: each clause of a row is a rule an indexer
 * applies to that event. Running the example's transactions on the staking simulation (which follows the
 * contract's NatSpec) and applying the rules to the events they emit must give what the contract's views return
 * after every transaction: the reward pool, the reserved rewards, the plans' and the owners' staked totals.
 */

const page = 'docs/engage/smart-contracts/staking-contract/contract-actions.mdx';

/** The "Update in your index" cell of every event row of the page's "Events to index" table. */
function indexTable(markdown: string): Map<string, string> {
  const section = markdown.split('## Events to index')[1]!.split('\n## ')[0]!;
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split(' | ');
    const events = cells[0]?.match(/`([A-Za-z]+)`/g);
    if (!line.startsWith('| `') || !events || cells.length < 3) continue;
    for (const event of events) rows.set(event.slice(1, -1), cells.slice(2).join(' | ').replace(/ \|$/, ''));
  }
  return rows;
}

interface IndexedStake {
  owner: Address;
  planId: bigint;
  amount: bigint;
  maxReward: bigint;
  rewardsPaid: bigint;
  status: 'Active' | 'Unstaked' | 'Restaked';
  next?: bigint;
}

/** What an indexer keeps: the stakes, the staked totals per plan, per owner and in all, the pool and reservations. */
interface StakingIndex {
  stakes: Map<bigint, IndexedStake>;
  plans: Map<bigint, bigint>;
  owners: Map<Address, bigint>;
  totalStaked: bigint;
  pool: bigint;
  reserved: bigint;
}

type EventArgs = Record<string, unknown>;
/** One clause of a row, as the page words it, and what it does to the index. */
type Rule = [clause: string, apply: (index: StakingIndex, args: EventArgs) => void];

const stakeOf = (index: StakingIndex, id: unknown) => {
  const stake = index.stakes.get(id as bigint);
  if (!stake) throw new Error(`the index has no stake ${String(id)}`);
  return stake;
};
/** Moves `delta` of principal in the stake's plan, its owner's total and the contract's total. */
function addStaked(index: StakingIndex, stake: Pick<IndexedStake, 'owner' | 'planId'>, delta: bigint) {
  index.plans.set(stake.planId, (index.plans.get(stake.planId) ?? 0n) + delta);
  index.owners.set(stake.owner, (index.owners.get(stake.owner) ?? 0n) + delta);
  index.totalStaked += delta;
}

/** What closing a stake (by unstake or restake) does: its principal leaves the totals, its reservation is released. */
const removePrincipal =
  (stakeArg: string): Rule[1] =>
  (index, args) => {
    const stake = stakeOf(index, args[stakeArg]);
    addStaked(index, stake, -stake.amount);
  };
const releaseReservation =
  (stakeArg: string): Rule[1] =>
  (index, args) => {
    const stake = stakeOf(index, args[stakeArg]);
    index.reserved -= stake.maxReward - stake.rewardsPaid;
  };

/** The rules of the page's table, clause by clause. */
const rules: Record<string, Rule[]> = {
  Staked: [
    [
      'Insert the stake (amount, `unlocksAt`, `maxReward`)',
      (index, args) =>
        index.stakes.set(args.stakeId as bigint, {
          owner: getAddress(args.owner as Address),
          planId: args.planId as bigint,
          amount: args.amount as bigint,
          maxReward: args.maxReward as bigint,
          rewardsPaid: 0n,
          status: 'Active',
        }),
    ],
    [
      "add `amount` to the plan's and the owner's staked totals",
      (index, args) => addStaked(index, stakeOf(index, args.stakeId), args.amount as bigint),
    ],
    ['add `maxReward` to reserved rewards', (index, args) => void (index.reserved += args.maxReward as bigint)],
  ],
  Unstaked: [
    ['Mark the stake Unstaked', (index, args) => void (stakeOf(index, args.stakeId).status = 'Unstaked')],
    ["subtract its principal from its plan's and the owner's staked totals", removePrincipal('stakeId')],
    ['release its reservation (`maxReward − rewardsPaid`) from reserved rewards', releaseReservation('stakeId')],
    [
      'add `penalty` to the pool balance and subtract `reward` from it',
      (index, args) => void (index.pool += (args.penalty as bigint) - (args.reward as bigint)),
    ],
  ],
  RewardsClaimed: [
    [
      "Add `reward` to the stake's `rewardsPaid`",
      (index, args) => void (stakeOf(index, args.stakeId).rewardsPaid += args.reward as bigint),
    ],
    [
      'subtract it from the pool balance and from reserved rewards',
      (index, args) => {
        index.pool -= args.reward as bigint;
        index.reserved -= args.reward as bigint;
      },
    ],
  ],
  Restaked: [
    [
      'Mark the old stake Restaked and link it to the new one',
      (index, args) => {
        const old = stakeOf(index, args.oldStakeId);
        old.status = 'Restaked';
        old.next = args.newStakeId as bigint;
      },
    ],
    ["subtract the old stake's principal from its plan's and the owner's staked totals", removePrincipal('oldStakeId')],
    ['release its reservation (`maxReward − rewardsPaid`) from reserved rewards', releaseReservation('oldStakeId')],
    [
      'subtract the rolled-in rewards (`amount` − the old principal) from the pool balance',
      (index, args) => void (index.pool -= (args.amount as bigint) - stakeOf(index, args.oldStakeId).amount),
    ],
    ['The `Staked` event that follows in the same transaction inserts the new stake', () => undefined],
  ],
  RewardsFunded: [
    ['Set the pool balance to `rewardPool`', (index, args) => void (index.pool = args.rewardPool as bigint)],
  ],
  RewardsWithdrawn: [
    ['Subtract `amount` from the pool balance', (index, args) => void (index.pool -= args.amount as bigint)],
  ],
};

/**
 * The rules the table gave before review pass 8: a restake left the old principal counted and its reservation held,
 * and an unstake released no reservation and only "recorded" the reward it paid.
 */
const replacedRules: Record<string, Rule[]> = {
  ...rules,
  Unstaked: [
    rules.Unstaked![0]!,
    rules.Unstaked![1]!,
    ['record `penalty` (added to the pool)', (index, args) => void (index.pool += args.penalty as bigint)],
  ],
  Restaked: [rules.Restaked![0]!, rules.Restaked![4]!],
};

// ── The example on the staking simulation ──

const reference = loadReference();
const abi = reference.contracts.find((contract) => contract.name === 'IEngageStaking')!.abi as Abi;
const staking = contractAddresses(reference).get('IEngageStaking')!;
const kestToken = tokenAddress(exampleTokens(exampleObjects(reference)), 'KEST');
const kest = (amount: string) => parseUnits(amount, 18);
const {ana, dev1, dev2} = kestrelAccounts;

/** One transaction of the example: who sends it when, and what it calls. */
interface Step {
  at: string;
  from: Address;
  functionName: string;
  args: readonly unknown[];
}

/**
 * Ana opens stake 42, claims her flexible stake 7 and restakes 42 into plan 3 as the pages tell it; around that, a
 * funding, another holder's early unlock, and Ana closing both her stakes, one unlocked and one early, so that every
 * row that changes a total meets the case that moves a value from one total to another.
 */
const steps: Step[] = [
  {at: '2026-10-01T00:00:00Z', from: ana, functionName: 'stake', args: [2n, kest('10000')]},
  {at: '2026-11-02T09:30:00Z', from: ana, functionName: 'claimRewards', args: [7n]},
  {at: '2026-11-02T10:00:00Z', from: dev1, functionName: 'fundRewards', args: [kest('20000')]},
  {at: '2026-11-02T11:00:00Z', from: dev2, functionName: 'stake', args: [3n, kest('1000')]},
  {at: '2026-12-01T00:00:00Z', from: dev2, functionName: 'unstake', args: [43n]},
  {at: '2026-12-30T00:00:00Z', from: ana, functionName: 'restake', args: [42n, 3n]},
  {at: '2027-01-15T00:00:00Z', from: ana, functionName: 'unstake', args: [7n]},
  {at: '2027-02-01T00:00:00Z', from: ana, functionName: 'unstake', args: [431n]},
];

/** The staking contract from 2026-09-30, with a caller for its functions. */
function exampleChain() {
  const sim = engageStaking({address: staking, token: kestToken, abi, start: secondsOf('2026-09-30T00:00:00Z')});
  const context: SimContext = {state: {}, call: (call) => sim(call, context) ?? {result: '0x'}};
  let now = secondsOf('2026-09-30T00:00:00Z');
  const callOf = (from: Address, functionName: string, args: readonly unknown[], write: boolean): ContractCall => ({
    chainId: 84532,
    from,
    to: staking,
    data: encodeFunctionData({abi, functionName, args} as never),
    value: 0n,
    timestamp: now,
    write,
  });
  const read = <T>(functionName: string, args: readonly unknown[] = []): T => {
    const outcome = sim(callOf(ana, functionName, args, false), context)!;
    if ('revert' in outcome) throw new Error(`${functionName} reverted: ${outcome.revert}`);
    return decodeFunctionResult({abi, functionName, data: outcome.result} as never) as T;
  };
  const send = (step: Step) => {
    now = secondsOf(step.at);
    const call = callOf(step.from, step.functionName, step.args, true);
    // Staking and funding pull KEST: the sender approves exactly the amount first, as the page's script does.
    const pulled = {stake: step.args[1], fundRewards: step.args[0]}[step.functionName as 'stake' | 'fundRewards'];
    if (pulled !== undefined)
      new Ledger(context).approve({...call, to: kestToken}, kestToken, step.from, staking, pulled as bigint);
    const outcome = sim(call, context)!;
    if ('revert' in outcome) throw new Error(`${step.functionName} at ${step.at} reverted: ${outcome.revert}`);
    const logs = (outcome.logs ?? []).filter((log: SimLog) => getAddress(log.address) === staking);
    return parseEventLogs({abi, logs: logs as never}) as unknown as {eventName: string; args: EventArgs}[];
  };
  return {read, send};
}

type StakeView = {amount: bigint; maxReward: bigint; rewardsPaid: bigint; planId: bigint; owner: Address};
const planIds = [1n, 2n, 3n];
const owners = [ana, dev2].map((owner) => getAddress(owner));

/** What the contract's views say, in the index's terms. */
function views(read: ReturnType<typeof exampleChain>['read']) {
  return {
    pool: read<bigint>('rewardPoolBalance'),
    reserved: read<bigint>('reservedRewards'),
    totalStaked: read<bigint>('totalStaked'),
    plans: planIds.map((id) => read<{totalStaked: bigint}>('getPlan', [id]).totalStaked),
    owners: owners.map((owner) => read<bigint>('votingPower', [owner])),
  };
}
const indexed = (index: StakingIndex) => ({
  pool: index.pool,
  reserved: index.reserved,
  totalStaked: index.totalStaked,
  plans: planIds.map((id) => index.plans.get(id) ?? 0n),
  owners: owners.map((owner) => index.owners.get(owner) ?? 0n),
});

/**
 * Replays the example through `table`, starting from an index that agrees with the views on 2026-09-30 (stake 7
 * open), and returns what the index and the views say after each step.
 */
function replay(table: Record<string, Rule[]>) {
  const {read, send} = exampleChain();
  const stake7 = read<StakeView>('getStake', [7n]);
  const start = views(read);
  const index: StakingIndex = {
    stakes: new Map([[7n, {...stake7, owner: getAddress(stake7.owner), status: 'Active'}]]),
    plans: new Map(planIds.map((id, i) => [id, start.plans[i]!])),
    owners: new Map(owners.map((owner, i) => [owner, start.owners[i]!])),
    totalStaked: start.totalStaked,
    pool: start.pool,
    reserved: start.reserved,
  };
  return steps.map((step) => {
    const events = send(step);
    for (const event of events) for (const [, apply] of table[event.eventName] ?? []) apply(index, event.args);
    return {step, events: events.map((event) => event.eventName), index: indexed(index), views: views(read)};
  });
}

describe('the staking "Events to index" rules rebuild what the contract reports', () => {
  const table = indexTable(fs.readFileSync(path.join(repoRoot, page), 'utf8'));

  it('the page words every rule this test applies, row by row', () => {
    for (const [event, clauses] of Object.entries(rules)) {
      const row = table.get(event);
      expect(row, `${page} has no row for ${event}`).toBeDefined();
      for (const [clause] of clauses) expect(row, `${event} row`).toContain(clause);
    }
  });

  const results = replay(rules);
  for (const result of results)
    it(`after ${result.step.functionName}(${result.step.args.join(', ')}) at ${result.step.at}`, () => {
      expect(result.index).toEqual(result.views);
    });

  it('gives Ana 12,721.917808219178082191 KEST after restake(42, 3), as the pages say', () => {
    const before = results.find((result) => result.step.at === '2026-12-01T00:00:00Z')!;
    const restake = results.find((result) => result.step.functionName === 'restake')!;
    expect(restake.events).toEqual(['Restaked', 'Staked']);
    expect(restake.index.owners[0]).toBe(12_721_917_808_219_178_082_191n);
    // Reserved rewards lose stake 42's 221.917808219178082191 KEST and gain stake 431's 705.732407581159692249 KEST;
    // the pool gives up the 221.917808219178082191 KEST rolled into the new stake.
    expect(restake.index.reserved - before.index.reserved).toBe(
      705_732_407_581_159_692_249n - 221_917_808_219_178_082_191n,
    );
    expect(restake.index.pool - before.index.pool).toBe(-221_917_808_219_178_082_191n);
    expect(restake.index.plans[1]! - before.index.plans[1]!).toBe(-kest('10000'));
    expect(restake.index.plans[2]! - before.index.plans[2]!).toBe(10_221_917_808_219_178_082_191n);
  });
});

describe('the rules the table replaced fail the same replay', () => {
  const results = replay(replacedRules);

  it('count Ana’s restaked principal twice: 22,721.917808219178082191 KEST instead of 12,721.917808219178082191', () => {
    const restake = results.find((result) => result.step.functionName === 'restake')!;
    expect(restake.index.owners[0]).toBe(22_721_917_808_219_178_082_191n);
    expect(restake.views.owners[0]).toBe(12_721_917_808_219_178_082_191n);
  });

  it('never release a reservation nor lower the pool on a restake or an unstake', () => {
    const failing = results.filter((result) => result.index.reserved !== result.views.reserved);
    expect(failing.map((result) => result.step.functionName)).toEqual(['unstake', 'restake', 'unstake', 'unstake']);
    const restake = results.find((result) => result.step.functionName === 'restake')!;
    expect(restake.index.pool - restake.views.pool).toBe(221_917_808_219_178_082_191n);
  });
});
