import {decodeErrorResult, type Abi, type Hex} from 'viem';
import type {OpenApiDocument, Schema} from '@site/plugins/reference/openapi/types';
import {resolve} from '@site/plugins/reference/openapi/document';
import type {ChainMock, SentTransaction} from './chain';
import type {TutorialClock} from './clock';
import type {JsonObject} from './examples';

/**
 * Whether a schema is a built transaction with a lifecycle, as the reference defines one: an object with an `id`, a
 * `hash`, `createdAt` and `expiresAt`, and a `status` whose values run from `BUILT` on.
 */
export function isLifecycleSchema(doc: OpenApiDocument, schema: Schema | undefined): boolean {
  if (!schema) return false;
  const resolved = resolve<Schema>(doc, schema);
  const properties = resolved.properties ?? {};
  if (!['id', 'hash', 'createdAt', 'expiresAt', 'status'].every((name) => name in properties)) return false;
  const status = resolve<Schema>(doc, properties.status!);
  return Boolean(status.enum?.includes('BUILT'));
}

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID-shaped id (`tx_01…`), from the clock and a counter, so a run gives the same ids every time. */
function ulid(prefix: string, ms: number, sequence: number): string {
  let time = BigInt(ms);
  let random = BigInt(sequence) * 7_919n + 104_729n;
  let text = '';
  for (let index = 0; index < 10; index++, time /= 32n) text = crockford[Number(time % 32n)] + text;
  let tail = '';
  for (let index = 0; index < 16; index++, random /= 32n) tail = crockford[Number(random % 32n)] + tail;
  return `${prefix}${text}${tail}`;
}

/** The decoded custom error of a reverted transaction (`EnforcedPause()`), as the reference's `failureReason` is. */
function failureReason(sent: SentTransaction, abis: Abi[]): string {
  if (!sent.revert || sent.revert === '0x') return 'reverted';
  for (const abi of abis) {
    try {
      const {errorName, args} = decodeErrorResult({abi, data: sent.revert});
      return `${errorName}(${(args ?? []).map(String).join(', ')})`;
    } catch {
      // Another ABI's error.
    }
  }
  return 'reverted';
}

export type ReportOutcome =
  {record: JsonObject} | {problem: 'TRANSACTION_EXPIRED' | 'TRANSACTION_ALREADY_SUBMITTED' | 'HASH_MISMATCH'};

/**
 * The transactions one tutorial's API built, with the lifecycle the reference documents: a build is `BUILT` with
 * `expiresAt` the documented time after `createdAt`, turns `SUBMITTED` when its hash is reported (after the API
 * checked the chain's transaction against the build), `CONFIRMED` (or `FAILED`, with the decoded error) once the
 * chain has mined it, and `EXPIRED` when nobody reported a hash in time or it was cancelled.
 */
export class TransactionStore {
  private readonly records = new Map<string, JsonObject>();
  private sequence = 0;

  constructor(
    private readonly chain: ChainMock,
    private readonly clock: TutorialClock,
    private readonly abis: Abi[],
  ) {}

  /** A build the API returns: kept under the example's id, or a new one if this tutorial already used that id. */
  build(example: JsonObject): JsonObject {
    const id = String(example.id);
    const created = Date.parse(String(example.createdAt));
    const lifetime = Date.parse(String(example.expiresAt)) - created;
    const record: JsonObject = {
      ...example,
      id: this.records.has(id) ? ulid(id.slice(0, id.indexOf('_') + 1), this.clock.nowMs, ++this.sequence) : id,
      createdAt: this.iso(this.clock.nowMs),
      expiresAt: this.iso(this.clock.nowMs + (Number.isFinite(lifetime) ? lifetime : 0)),
    };
    if (Array.isArray(example.prerequisites))
      record.prerequisites = example.prerequisites.map((prerequisite) =>
        typeof prerequisite === 'object' && prerequisite !== null && !Array.isArray(prerequisite) && prerequisite.id
          ? this.build({...example, prerequisites: [], ...prerequisite})
          : prerequisite,
      );
    this.records.set(String(record.id), record);
    return record;
  }

  get(id: string): JsonObject | undefined {
    const record = this.records.get(id);
    if (record) this.refresh(record);
    return record;
  }

  /** Every transaction of the tutorial, refreshed. */
  all(): JsonObject[] {
    return [...this.records.values()].map((record) => (this.refresh(record), record));
  }

  /** The build whose reported hash this is. */
  byHash(hash: string): JsonObject | undefined {
    return this.all().find((record) => String(record.hash).toLowerCase() === hash.toLowerCase());
  }

  /** `submit`: the hash of the wallet's transaction, checked against the build when the chain has it. */
  report(id: string, hash: Hex, submittedStatus: string): ReportOutcome {
    const record = this.get(id)!;
    if (record.hash) {
      return String(record.hash).toLowerCase() === hash.toLowerCase()
        ? {record}
        : {problem: 'TRANSACTION_ALREADY_SUBMITTED'};
    }
    if (record.status !== 'BUILT') return {problem: 'TRANSACTION_EXPIRED'};
    const sent = this.sentWith(hash);
    if (
      sent &&
      (sent.chainId !== record.chainId ||
        sent.from.toLowerCase() !== String(record.from).toLowerCase() ||
        sent.to?.toLowerCase() !== String(record.to).toLowerCase() ||
        sent.data.toLowerCase() !== String(record.data).toLowerCase())
    )
      return {problem: 'HASH_MISMATCH'};
    Object.assign(record, {status: submittedStatus, hash, submittedAt: this.iso(this.clock.nowMs)});
    this.refresh(record);
    return {record};
  }

  /** `cancel`: a build nobody will send takes the status the operation documents (`EXPIRED`). */
  cancel(id: string, status: string): JsonObject | undefined {
    const record = this.get(id)!;
    if (record.status !== 'BUILT') return undefined;
    record.status = status;
    return record;
  }

  private sentWith(hash: string) {
    return this.chain.sent.find((transaction) => transaction.hash.toLowerCase() === hash.toLowerCase());
  }

  private refresh(record: JsonObject) {
    if (record.status === 'BUILT' && Date.parse(String(record.expiresAt)) <= this.clock.nowMs)
      record.status = 'EXPIRED';
    if (record.status !== 'SUBMITTED' || typeof record.hash !== 'string') return;
    const sent = this.sentWith(record.hash);
    if (!sent) return;
    Object.assign(record, {
      status: sent.status === 'success' ? 'CONFIRMED' : 'FAILED',
      blockNumber: Number(sent.blockNumber),
      confirmedAt: this.iso(this.clock.nowMs),
      failureReason: sent.status === 'success' ? null : failureReason(sent, this.abis),
    });
  }

  private iso(ms: number) {
    return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  }
}
