import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {blockSeconds} from '../../support/blockTimes';
import {objectsIn, pageFiles, referenceExampleFiles} from '../../support/repoFiles';

/**
 * A chain's block numbers are its clock: block n + k comes k block times after block n, on every product's
 * examples alike. Review pass 86 found Kite's liquidation on Base Sepolia 3,718 blocks *below* a KEST buyback
 * executed 58 minutes earlier on the same chain: Assets, Pools and Engage had each been given a timeline of their own.
 *
 * So, per chain: every example that gives a block with its own time (`timestamp`, `executedAt`, `paidAt`, `takenAt`)
 * lies on one line; a build's `createdAt` and `confirmedAt` bracket its transaction's block (`submittedAt` is when the
 * hash was reported, which may come after the block) and `recordedAt` comes after it; a proposal's `snapshotBlock` is
 * the last block at its `votingStartsAt`, when voting opens. A block a page names is one the examples give or lies
 * within the story's days on that line (a log query's `fromBlock` starts up to an hour of blocks before an example's
 * block). An example object without a `chainId` (its own or its parent's) is on Base Sepolia, where every product's
 * Sandbox story runs.
 */

const storyChain = 84532;
/** Keys whose time is the block's own. */
const blockTimeKeys = ['timestamp', 'executedAt', 'paidAt', 'takenAt'] as const;
/** How far before an example's block a page's log query may start: an hour of Base blocks. */
const queryLead = 1800;

interface Reading {
  chainId: number;
  block: number;
  where: string;
  /** The block's own time, or the times that bracket it. */
  at?: number;
  notBefore?: number;
  notAfter?: number;
}

const seconds = (value: unknown) => (typeof value === 'string' ? Date.parse(value) / 1000 : Number.NaN);
const iso = (time: number) => new Date(time * 1000).toISOString().replace('.000Z', 'Z');

/** What an example object says about the block it names. */
function readingsOf(holder: Record<string, unknown>, chainId: number, where: string): Reading[] {
  const readings: Reading[] = [];
  if (typeof holder.blockNumber === 'number') {
    const reading: Reading = {chainId, block: holder.blockNumber, where};
    const own = blockTimeKeys.map((key) => seconds(holder[key])).find((time) => !Number.isNaN(time));
    if (own !== undefined) reading.at = own;
    if ('submittedAt' in holder && typeof holder.createdAt === 'string') reading.notBefore = seconds(holder.createdAt);
    const latest = [holder.confirmedAt, holder.recordedAt].map(seconds).filter((time) => !Number.isNaN(time));
    if (latest.length) reading.notAfter = Math.min(...latest);
    readings.push(reading);
  }
  if (typeof holder.snapshotBlock === 'number' && typeof holder.votingStartsAt === 'string') {
    const opens = seconds(holder.votingStartsAt);
    const step = blockSeconds[chainId] ?? 0;
    readings.push({chainId, block: holder.snapshotBlock, where, notBefore: opens - step + 1, notAfter: opens});
  }
  return readings;
}

/** Every block reading in the examples of the reference's REST and GraphQL files (not its released snapshots). */
function exampleReadings(files: {file: string; text: string}[]): Reading[] {
  const readings: Reading[] = [];
  for (const {file, text} of files)
    for (const {object, place, ancestors} of objectsIn(parseYaml(text))) {
      // The nearest object, itself included, that names its chain.
      const chain = [object, ...[...ancestors].reverse()].find((holder) => typeof holder.chainId === 'number')?.chainId;
      readings.push(...readingsOf(object, (chain as number | undefined) ?? storyChain, `${file} › ${place.join('.')}`));
    }
  return readings;
}

/** The line through a chain's first block with its own time: the block a time falls in. */
function blockAt(anchor: Reading, time: number): number {
  return anchor.block + Math.floor((time - anchor.at!) / blockSeconds[anchor.chainId]!);
}

function timelineConflicts(readings: Reading[]): string[] {
  const found: string[] = [];
  for (const chainId of new Set(readings.map((reading) => reading.chainId))) {
    const onChain = readings.filter((reading) => reading.chainId === chainId);
    if (!blockSeconds[chainId]) {
      found.push(`chain ${chainId}: give its block time in blockSeconds (${onChain[0]!.where})`);
      continue;
    }
    const anchor = onChain.find((reading) => reading.at !== undefined);
    if (!anchor) continue;
    const timeOf = (block: number) => anchor.at! + (block - anchor.block) * blockSeconds[chainId]!;
    const line = `the line of block ${anchor.block} at ${iso(anchor.at!)} (${anchor.where})`;
    for (const reading of onChain) {
      if (reading.at !== undefined && blockAt(anchor, reading.at) !== reading.block)
        found.push(
          `${reading.where}: block ${reading.block} at ${iso(reading.at)}, but on ${line} that time is block ` +
            `${blockAt(anchor, reading.at)}`,
        );
      if (reading.notBefore !== undefined && timeOf(reading.block) < reading.notBefore)
        found.push(
          `${reading.where}: block ${reading.block} is at ${iso(timeOf(reading.block))} on ${line}, before ` +
            `${iso(reading.notBefore)}, when it was built or voting opened`,
        );
      if (reading.notAfter !== undefined && timeOf(reading.block) > reading.notAfter)
        found.push(
          `${reading.where}: block ${reading.block} is at ${iso(timeOf(reading.block))} on ${line}, after ` +
            `${iso(reading.notAfter)}, when it was already confirmed or recorded`,
        );
    }
  }
  return found;
}

/**
 * A block number as pages write it: after "block", in a block field (`blockNumber`, `checkedAtBlock`, `fromBlock`)
 * or a logged status.
 */
const pageBlock = /(\bblock\s+|[bB]lock(?:Number)?"?\s*[:=]\s*|\bCONFIRMED\s+)(\d{1,3}(?:,\d{3}){2}|\d{7,9})(n?)\b/g;
/** How far a page's own block (a tutorial's deployment, a check) may lie outside the examples' blocks: 30 days. */
const storyMargin = (30 * 24 * 3600) / blockSeconds[storyChain]!;

/** Blocks that pages name off the story chain's timeline. */
function pageStrays(pages: {file: string; text: string}[], readings: Reading[]): string[] {
  const blocks = readings.filter((reading) => reading.chainId === storyChain).map((reading) => reading.block);
  const known = new Set(blocks);
  const [low, high] = [Math.min(...blocks) - storyMargin, Math.max(...blocks) + storyMargin];
  const found: string[] = [];
  for (const {file, text} of pages)
    text.split('\n').forEach((line, index) => {
      for (const [, before, digits, bigint] of line.matchAll(pageBlock)) {
        const block = Number(digits!.replaceAll(',', ''));
        const where = `${file}:${index + 1}: block ${digits}`;
        if (bigint === 'n' || /fromBlock/.test(before!)) {
          if (!blocks.some((example) => example >= block && example - block <= queryLead))
            found.push(`${where} starts a log query that no example block follows within ${queryLead} blocks`);
        } else if (!known.has(block) && (block < low || block > high))
          found.push(
            `${where} is off the story's timeline (examples give blocks ${Math.min(...blocks)} to ${Math.max(...blocks)})`,
          );
      }
    });
  return found;
}

describe('block numbers and times', () => {
  const examples = referenceExampleFiles();
  const readings = exampleReadings(examples);

  it('put every example on one timeline per chain', () => {
    const timed = readings.filter((reading) => reading.at !== undefined);
    console.log(
      `[block timeline] ${readings.length} block readings, ${timed.length} with the block's own time, on chains ` +
        [...new Set(readings.map((reading) => reading.chainId))].join(', '),
    );
    expect(timed.length).toBeGreaterThan(5);
    expect(timelineConflicts(readings)).toEqual([]);
  });

  it('let pages name blocks on that timeline', () => {
    const pages = pageFiles();
    expect(pageStrays(pages, readings)).toEqual([]);
  });

  it('catch two products on two timelines of one chain', () => {
    const yaml = (blockNumber: number, timestamp: string) => ({
      file: `${blockNumber}.examples.yaml`,
      text: `nodes: [{blockNumber: ${blockNumber}, timestamp: "${timestamp}"}]`,
    });
    const found = timelineConflicts(
      exampleReadings([yaml(52422624, '2026-11-02T14:04:08Z'), yaml(52418906, '2026-11-02T15:02:14Z')]),
    );
    expect(found).toEqual([expect.stringContaining('block 52418906 at 2026-11-02T15:02:14Z, but on the line')]);
  });

  it('catch a page left on a product’s old timeline', () => {
    const page = {file: 'liquidation.mdx', text: 'Kite’s is in block 52418906.\n  fromBlock: 52418000n,'};
    expect(pageStrays([page], readings)).toEqual([
      expect.stringContaining('liquidation.mdx:1: block 52418906 is off the story'),
      expect.stringContaining('liquidation.mdx:2: block 52418000 starts a log query'),
    ]);
  });
});
