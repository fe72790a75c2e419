import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {currentReference, pageFiles, readRepoFiles, type RepoFile} from '../../support/repoFiles';

/**
 * One transaction hash is one transaction: the examples and pages may show a transaction as often as they like, but
 * never give its hash to a second one. A review found the lease API's short-payment error example ("Transaction
 * 0xf486… transfers 50,000 USDC …") using the hash of Lena's allocation payment, which the request example and the
 * API page show paying the full 54,000 USDC.
 *
 * What "the same transaction" means here. A transaction has one chain, one block (or none, if it never made it),
 * one outcome and one call; its submit, status, list and webhook examples are views of it at different moments.
 * So the test reads, for every occurrence of a hash, what it says about the transaction itself, and compares only
 * that:
 *
 * - Examples (OpenAPI request and response examples, component examples, GraphQL example variables and responses):
 *   the object holding the hash gives `chainId` (chain), `blockNumber` (block, so included), a final `status`
 *   (CONFIRMED: included, not reverted; FAILED or REVERTED: reverted; DROPPED: never included; PENDING and SUBMITTED
 *   are moments, not outcomes) and, when it also has `data`, `to` (the contract the transaction calls; in a
 *   transfer-event object `to` is the receiver, so it is not read).
 * - Pages (docs/, blog/, and the text of SDL and NatSpec): "block N" in the sentence with the hash.
 * - Error examples (a problem's `detail`, a GraphQL error's `message`) that make the hash the subject of a statement
 *   ("Transaction 0x… transfers 50,000 USDC from …", "… left the mempool …", "The transaction 0x… on chain 84532
 *   calls 0x…"): on chain N, calls 0x…, transfers …, left the mempool or dropped (never included), reverted.
 *
 * Occurrences that state different values for the same fact are two transactions. An error example states its facts
 * as the reason for the error, so when its hash appears anywhere else, every fact it states must also be stated by
 * another occurrence: the hash-mismatch example may name the real mint 0x0b3c07… because it says what that mint
 * is (chain 84532, a call to the HSIF token), but an error that says a transaction transfers too little, or never
 * made it into a block, describes a transaction of its own and needs a hash of its own. Occurrences that only carry
 * the hash state nothing and never conflict: `instance` paths (a request for the transaction, also on the wrong
 * chain or without the scope), "was submitted with hash 0x…", "is already recorded as payment …".
 *
 * The rule is deliberately narrower than "same hash, same amounts": an `amount` beside a hash means different things
 * in different resources (the NLR an allocation mints, the USDC a payment moved), and `from` and `to` are the sender
 * and the called contract in a transaction but the parties in a transfer event, so those are not compared between
 * examples. That is why a transfer an error example states must be confirmed elsewhere rather than compared. The same
 * check found the Pools and Engage "left the mempool" examples on the hashes of confirmed transactions.
 *
 * Released snapshots (reference/releases/) keep what was published and are not read.
 */

const hashPattern = /0x[0-9a-fA-F]{64}(?![0-9a-fA-F])/g;
const exactHash = /^0x[0-9a-fA-F]{64}$/;
/** Keys whose value is a transaction hash, or a list of them. */
const txHashKey = /^(?:hash|txHash|[a-z]+TxHash|txHashes|[a-z]+TxHashes)$/;
/** What a text says just before a transaction hash, and what marks another 32-byte value (a role id, a salt …). */
const txContext = /transaction|\/tx\/|\bhash\b|TxHash/i;
const otherValue = /termsHash|sha256|_ROLE|\brole\b|\bslot\b|\bsalt\b|digest/i;

type FactName = 'chain' | 'block' | 'included' | 'reverted' | 'calls' | 'transfers';

interface Fact {
  name: FactName;
  value: string;
}

interface Sighting {
  hash: string;
  /** File and place: `reference/rest/lease.openapi.yaml › paths./agreements/… › examples.lena`. */
  where: string;
  /** Occurrences in one example (its request and response, a problem's `detail` and `instance`) share it. */
  example: string;
  /** What the occurrence says about the transaction. */
  facts: Fact[];
  /** True for an error example's statement, whose facts another occurrence must confirm. */
  claim: boolean;
}

type Source = RepoFile;

/** Facts an example object holding a transaction hash states about that transaction. */
function objectFacts(holder: Record<string, unknown>): Fact[] {
  const facts: Fact[] = [];
  if (typeof holder.chainId === 'number') facts.push({name: 'chain', value: String(holder.chainId)});
  if (typeof holder.blockNumber === 'number') {
    facts.push({name: 'block', value: String(holder.blockNumber)}, {name: 'included', value: 'yes'});
  }
  const status = typeof holder.status === 'string' ? holder.status : '';
  if (status === 'CONFIRMED') facts.push({name: 'included', value: 'yes'}, {name: 'reverted', value: 'no'});
  if (status === 'FAILED' || status === 'REVERTED') facts.push({name: 'reverted', value: 'yes'});
  if (status === 'DROPPED') facts.push({name: 'included', value: 'no'});
  if (typeof holder.to === 'string' && typeof holder.data === 'string') {
    facts.push({name: 'calls', value: holder.to.toLowerCase()});
  }
  return facts;
}

/** What an error's text states about a transaction it makes its subject: "Transaction 0x… <predicate>". */
function claimedFacts(text: string, hash: string): Fact[] | null {
  const subject = new RegExp(`\\btransaction ${hash}\\b([^.;]*)`, 'i').exec(text);
  if (!subject) return null;
  const predicate = subject[1]!;
  const facts: Fact[] = [];
  const chain = /\bon chain (\d+)|\((\d+)\)/.exec(predicate);
  if (chain) facts.push({name: 'chain', value: chain[1] ?? chain[2]!});
  const calls = /\bcalls (0x[0-9a-fA-F]{40})\b/.exec(predicate);
  if (calls) facts.push({name: 'calls', value: calls[1]!.toLowerCase()});
  const transfers = /\btransfers (.+?)(?:, not\b|$)/.exec(predicate);
  if (transfers) facts.push({name: 'transfers', value: transfers[1]!.trim()});
  if (/left the mempool|\bdropped\b|never confirm/i.test(predicate)) facts.push({name: 'included', value: 'no'});
  if (/\breverted\b/i.test(predicate)) facts.push({name: 'reverted', value: 'yes'});
  return facts;
}

/** Transaction hashes in a text: a hash with "transaction", "/tx/", "hash" or "TxHash" shortly before it. */
function textHashes(text: string): {hash: string; index: number}[] {
  return [...text.matchAll(hashPattern)]
    .filter((match) => {
      const before = text.slice(Math.max(0, match.index - 50), match.index);
      return txContext.test(before) && !otherValue.test(before.slice(-25));
    })
    .map((match) => ({hash: match[0].toLowerCase(), index: match.index}));
}

/** The example a place in an examples file belongs to: up to the example's name, or the GraphQL operation. */
function exampleOf(place: string[]): string[] {
  const named = Math.max(place.lastIndexOf('examples'), place.lastIndexOf('example'));
  if (named >= 0) return place.slice(0, named + 2);
  const operation = place.lastIndexOf('operations');
  return operation >= 0 ? place.slice(0, operation + 2) : place;
}

/** An error example: under an OpenAPI 4xx or 5xx response, or in a GraphQL response's `errors`. */
const isError = (place: string[]) =>
  place.some((segment, index) => (place[index - 1] === 'responses' && /^[45]/.test(segment)) || segment === 'errors');

function structuredSightings({file, text}: Source): Sighting[] {
  const sightings: Sighting[] = [];
  const visit = (value: unknown, place: string[], holder: Record<string, unknown> | null) => {
    if (typeof value === 'string') {
      const key = place.at(-1)!;
      const listKey = place.at(-2) ?? '';
      const example = `${file} › ${exampleOf(place).join('.')}`;
      const where = `${file} › ${place.join('.')}`;
      if (exactHash.test(value)) {
        if (txHashKey.test(key) || txHashKey.test(listKey) || place.some((segment) => /TxHash/.test(segment))) {
          const facts = holder && !Array.isArray(holder) ? objectFacts(holder) : [];
          sightings.push({hash: value.toLowerCase(), where, example, facts, claim: false});
        }
        return;
      }
      for (const {hash} of textHashes(value)) {
        const claimed = isError(place) && (key === 'detail' || key === 'message') ? claimedFacts(value, hash) : null;
        sightings.push({hash, where, example, facts: claimed ?? [], claim: claimed !== null && claimed.length > 0});
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...place, String(index)], holder));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...place, key], value as Record<string, unknown>);
    }
  };
  visit(parseYaml(text), [], null);
  return sightings;
}

function textSightings({file, text}: Source): Sighting[] {
  return textHashes(text).map(({hash, index}) => {
    const line = text.slice(0, index).split('\n').length;
    const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n', index)) + 1;
    const ends = [text.indexOf('. ', index), text.indexOf('\n', index)].filter((end) => end >= 0);
    const sentence = text.slice(start, ends.length ? Math.min(...ends) : text.length);
    const block = /\bblock ([\d,]+\d)\b/.exec(sentence);
    const facts: Fact[] = block
      ? [
          {name: 'block', value: block[1]!.replaceAll(',', '')},
          {name: 'included', value: 'yes'},
        ]
      : [];
    return {hash, where: `${file}:${line}`, example: `${file}:${line}`, facts, claim: false};
  });
}

const structured = (file: string) => /\.(openapi|examples)\.yaml$/.test(file);

/** Every transaction hash in the reference (not its released snapshots), the docs and the blog. */
function sources(): Source[] {
  return [
    ...readRepoFiles('reference', (file) => currentReference(file) && /\.(ya?ml|graphql|sol)$/.test(file)),
    ...pageFiles(),
  ];
}

function sightingsOf(files: Source[]): Sighting[] {
  return files.flatMap((source) => (structured(source.file) ? structuredSightings(source) : textSightings(source)));
}

/** Items grouped by key, in first-seen order (Map.groupBy needs Node.js 21). */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;
const show = (fact: Fact) => `${fact.name} ${fact.value}`;

/** One line per hash given to two transactions: the facts that differ, or the error's fact nothing else confirms. */
function conflicts(sightings: Sighting[]): string[] {
  const byHash = groupBy(sightings, (sighting) => sighting.hash);
  const found: string[] = [];
  for (const [hash, all] of byHash) {
    const statements = all.filter((sighting) => !sighting.claim);
    for (const name of new Set(statements.flatMap((sighting) => sighting.facts.map((fact) => fact.name)))) {
      const values = groupBy(
        statements.flatMap((sighting) =>
          sighting.facts.filter((fact) => fact.name === name).map((fact) => ({fact, where: sighting.where})),
        ),
        ({fact}) => fact.value,
      );
      if (values.size > 1) {
        const sides = [...values].map(([value, at]) => `${name} ${value} (${at[0]!.where})`);
        found.push(`${short(hash)} is two transactions: ${sides.join(' vs ')}`);
      }
    }
    for (const claim of all.filter((sighting) => sighting.claim)) {
      const elsewhere = all.filter((sighting) => sighting.example !== claim.example);
      if (elsewhere.length === 0) continue;
      const confirmed = new Set(elsewhere.flatMap((sighting) => sighting.facts.map(show)));
      for (const fact of claim.facts.filter((item) => !confirmed.has(show(item)))) {
        found.push(
          `${short(hash)}: ${claim.where} says "${show(fact)}", which none of its ${elsewhere.length} other occurrences ` +
            `(first: ${elsewhere[0]!.where}) states: give the error example a hash of its own`,
        );
      }
    }
  }
  return found;
}

describe('transaction hashes in the reference examples and the pages', () => {
  const files = sources();
  const sightings = sightingsOf(files);

  it('give no hash to two transactions', () => {
    const repeated = [...groupBy(sightings, (sighting) => sighting.hash)].filter(
      ([, all]) => new Set(all.map(({example}) => example)).size > 1,
    );
    console.log(
      `[tx hashes] ${sightings.length} occurrences of ${new Set(sightings.map(({hash}) => hash)).size} hashes, ` +
        `${repeated.length} shown in more than one example or page, ${sightings.filter(({claim}) => claim).length} error statements`,
    );
    expect(sightings.length).toBeGreaterThan(50);
    expect(conflicts(sightings)).toEqual([]);
  });

  it('let the same transaction appear on its submit, status, list and hash-mismatch examples', () => {
    const mint = sightings.filter(({hash}) => hash.startsWith('0x6a1b56bc'));
    expect(new Set(mint.map(({example}) => example)).size).toBeGreaterThan(5);
    const mismatch = sightings.find(({where, claim}) => claim && where.includes('hashMismatch'));
    expect(mismatch?.facts.map(show)).toEqual(['chain 84532', 'calls 0x0cff3500892ab9438215ac5419546dea2189a945']);
  });

  it('catch what the review found: the short-payment error on the hash of Lena’s full payment', () => {
    const full = '0xf48625994d254cd619eb73c9d40bc340d5362ded4094994877e1ea3fbea67a00';
    const lease = files.find(({file}) => file === 'reference/rest/lease.openapi.yaml')!;
    const errorHash = /detail: Transaction (0x[0-9a-fA-F]{64}) transfers 50,000 USDC/.exec(lease.text)![1]!;
    expect(errorHash).not.toBe(full);
    const before = {...lease, text: lease.text.replace(errorHash, full)};
    const now = new Set(conflicts(sightings));
    const found = conflicts([
      ...sightings.filter(({where}) => !where.startsWith(`${lease.file} `)),
      ...sightingsOf([before]),
    ]);
    expect(found.filter((line) => !now.has(line))).toEqual([
      expect.stringMatching(
        /^0xf4862599…a67a00: .*paymentNotVerified.* says "transfers 50,000 USDC from 0x[0-9a-fA-F]{40} to 0xDf47\w+", which none/,
      ),
    ]);
  });

  it('catch a confirmed transaction reused as a dropped one', () => {
    const found = conflicts(
      sightingsOf([
        {
          file: 'status.openapi.yaml',
          text: [
            'paths:',
            '  /tx:',
            '    get:',
            '      responses:',
            "        '200':",
            '          content: {application/json: {examples: {confirmed: {value:',
            `            {chainId: 84532, hash: "0x${'ab'.repeat(32)}", status: CONFIRMED, blockNumber: 52418906}}}}}`,
            "        '404':",
            '          content: {application/problem+json: {examples: {dropped: {value:',
            `            {detail: "Transaction 0x${'ab'.repeat(32)} left the mempool without being included."}}}}}`,
          ].join('\n'),
        },
      ]),
    );
    expect(found).toEqual([expect.stringContaining('says "included no"')]);
  });
});
