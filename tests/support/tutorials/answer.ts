import {decodeEventLog, decodeFunctionData, encodeFunctionData, isAddress, isHex, type Abi, type Hex} from 'viem';
import {examplesOf, parametersOf, requestMediaOf, responsesOf} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {transactionStatus} from '@site/src/data/conventions';
import {publishedNetworks} from '@site/src/data/networks';
import type {MockRoute} from '../mockApi/routes';
import type {TutorialAnswer} from './api';
import type {ChainMock, SentTransaction} from './chain';
import type {JsonObject} from './examples';
import {isLifecycleSchema, type TransactionStore} from './transactions';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** A value of the documented example and the value the reader's request has in its place. */
export type Substitution = [example: Json, actual: Json];

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && isAddress(a) && isAddress(b)
    ? a.toLowerCase() === b.toLowerCase()
    : String(a) === String(b);

/** Pairs the leaves of the example request with the reader's request at the same place. */
export function pairLeaves(example: Json | undefined, actual: Json | undefined, found: Substitution[]) {
  if (example === undefined || actual === undefined || example === null || actual === null) return;
  if (typeof example === 'object' && typeof actual === 'object') {
    if (Array.isArray(example) !== Array.isArray(actual)) return;
    for (const key of Object.keys(example))
      pairLeaves((example as Record<string, Json>)[key], (actual as Record<string, Json>)[key], found);
    return;
  }
  // Strings only, and not the shortest: a flag or a count in the request is not a value the response repeats.
  if (typeof example === 'string' && example.length >= 3 && typeof actual !== 'object' && !sameValue(example, actual))
    found.push([example, actual]);
}

const replacement = (value: unknown, substitutions: Substitution[]) =>
  substitutions.find(([example]) => sameValue(example, value));

/** Calldata of the example, decoded with the reference ABIs, with the reader's values in place of the example's. */
function recodeCalldata(data: Hex, abis: Abi[], substitutions: Substitution[]): Hex {
  for (const abi of abis) {
    let decoded;
    try {
      decoded = decodeFunctionData({abi, data});
    } catch {
      continue;
    }
    const args = (decoded.args ?? []).map((arg) => {
      const found = replacement(arg, substitutions);
      if (!found) return arg;
      return typeof arg === 'bigint' ? BigInt(found[1] as string) : found[1];
    });
    return encodeFunctionData({abi, functionName: decoded.functionName, args} as never);
  }
  return data;
}

export function substitute(value: Json, abis: Abi[], substitutions: Substitution[]): Json {
  if (Array.isArray(value)) return value.map((item) => substitute(item, abis, substitutions));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, abis, substitutions)]));
  const found = replacement(value, substitutions);
  if (found) return typeof value === 'number' ? Number(found[1]) : found[1];
  // Calldata: hex longer than a selector that is neither an address nor a 32-byte hash.
  if (typeof value === 'string' && isHex(value) && value.length >= 10 && value.length !== 42 && value.length !== 66)
    return recodeCalldata(value, abis, substitutions);
  return value;
}

const eventArgs = (args: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(args).map(([name, value]) => [name, typeof value === 'bigint' ? value.toString() : value]),
  );

/**
 * Events the transaction-status endpoint leaves out, as its reference says: the code spans of the clause of the
 * `events` description that says what is left out ("bookkeeping events such as `InterestAccrued` are left out").
 */
function leftOutEvents(doc: OpenApiDocument): Set<string> {
  const description = doc.components?.schemas?.TransactionStatus?.properties?.events?.description ?? '';
  const sentence = description.split(/[.;]\s/).find((part) => /left out/.test(part)) ?? '';
  return new Set([...sentence.matchAll(/`(\w+)`/g)].map((match) => match[1]!));
}

/** The operation's first success response and its example. */
function successExample(route: MockRoute) {
  const [status, response] = responsesOf(route.api.document, route.entry).find(([code]) => code.startsWith('2'))!;
  const media = response.content?.['application/json'];
  const example = examplesOf(route.api.document, media)[0]?.[1].value as Json | undefined;
  return {status: Number(status), example, schema: media?.schema};
}

/** The operation's documented problem with this code, as its example shows it. */
export function problem(route: MockRoute, code: string): {status: number; body: unknown} | undefined {
  for (const [status, response] of responsesOf(route.api.document, route.entry)) {
    if (status.startsWith('2')) continue;
    for (const [, example] of examplesOf(route.api.document, response.content?.['application/problem+json']))
      if ((example.value as {code?: string}).code === code) return {status: Number(status), body: example.value};
  }
  return undefined;
}

/** State a tutorial's API keeps beyond transactions (assets, files): it may answer an operation before the example. */
export type Overlay = (
  route: MockRoute,
  request: Parameters<TutorialAnswer>[1],
  answer: {status: number; body: Json; substitutions: Substitution[]},
) => {status: number; body: unknown} | undefined;

/**
 * How a tutorial's API answers, as the reference documents it, for the reader's own values rather than the
 * example's: every value of the example request that the reader's request changes (an address, an amount, an id) is
 * changed in the example response too, inside built calldata as well; builds follow their lifecycle in the
 * transaction store; the transaction-status endpoint reports the transactions the reader really sent to the chain,
 * confirmed, in their block, with the events their logs hold.
 */
export function tutorialAnswer(options: {
  abis: Abi[];
  chain: ChainMock;
  transactions: TransactionStore;
  overlays?: Overlay[];
  /** More of the example's values the reader's request changes, beyond the request's own (an asset's token). */
  substitutionsFor?: (pathValues: Record<string, string>, example: Json | undefined) => Substitution[];
}): TutorialAnswer {
  const {abis, chain, transactions} = options;
  return (route, request) => {
    const doc = route.api.document;
    const {entry} = route;
    const sent = chain.sent.find(
      (transaction) => transaction.hash.toLowerCase() === request.pathValues.hash?.toLowerCase(),
    );
    if (entry.operation.operationId === transactionStatus.operationId && sent) return transactionStatusOf(doc, sent);

    const {status, example, schema} = successExample(route);
    const substitutions: Substitution[] = [];
    for (const parameter of parametersOf(doc, entry)) {
      const actual = parameter.in === 'path' ? request.pathValues[parameter.name] : request.query.get(parameter.name);
      if (parameter.example !== undefined && actual !== undefined && actual !== null)
        pairLeaves(parameter.example as Json, actual, substitutions);
    }
    const media = requestMediaOf(doc, entry);
    const requestExample = examplesOf(doc, media?.media)[0]?.[1].value as Json | undefined;
    const requestBody =
      media?.kind === 'json' && request.body.length > 0
        ? (JSON.parse(request.body.toString('utf8')) as Json)
        : undefined;
    if (requestExample !== undefined && requestBody !== undefined)
      pairLeaves(requestExample, requestBody, substitutions);
    substitutions.push(...(options.substitutionsFor?.(request.pathValues, example) ?? []));
    const body = example === undefined ? null : substitute(example, abis, substitutions);

    if (!isLifecycleSchema(doc, schema) || body === null || typeof body !== 'object' || Array.isArray(body)) {
      for (const overlay of options.overlays ?? []) {
        const answered = overlay(route, request, {status, body, substitutions});
        if (answered) return answered;
      }
      return {status, body};
    }

    // A transaction of the store: read, reported or cancelled.
    const idParameter = parametersOf(doc, entry).find(
      (parameter) => parameter.in === 'path' && parameter.example === (example as JsonObject).id,
    );
    if (idParameter) {
      const record = transactions.get(request.pathValues[idParameter.name]!);
      if (!record) return problem(route, 'TRANSACTION_NOT_FOUND') ?? {status: 404, body: null};
      if (entry.method === 'get') return {status, body: record};
      const hash = (requestBody as {hash?: Hex} | undefined)?.hash;
      if (hash) {
        const outcome = transactions.report(record.id as string, hash, String((body as JsonObject).status));
        return 'record' in outcome
          ? {status, body: outcome.record}
          : (problem(route, outcome.problem) ?? {status: 409, body: null});
      }
      const cancelled = transactions.cancel(record.id as string, String((body as JsonObject).status));
      return cancelled
        ? {status, body: cancelled}
        : (problem(route, 'TRANSACTION_ALREADY_SUBMITTED') ?? {status: 409, body: null});
    }
    // A builder: a new transaction.
    return {status, body: transactions.build(body as JsonObject)};
  };

  function transactionStatusOf(doc: OpenApiDocument, sent: SentTransaction) {
    const leftOut = leftOutEvents(doc);
    const required =
      publishedNetworks().find((network) => network.testnet.chainId === sent.chainId)?.finality.confirmations ?? 1;
    const events = sent.logs.flatMap((log) => {
      for (const abi of abis) {
        try {
          const decoded = decodeEventLog({abi, data: log.data, topics: log.topics as [Hex, ...Hex[]]});
          if (leftOut.has(decoded.eventName!)) return [];
          return [{name: decoded.eventName, args: eventArgs(decoded.args as unknown as Record<string, unknown>)}];
        } catch {
          // Another ABI's event.
        }
      }
      return [];
    });
    const build = transactions.byHash(sent.hash);
    const links = Boolean(doc.components?.schemas?.TransactionStatus?.properties?.transactionId);
    return {
      status: 200,
      body: {
        chainId: sent.chainId,
        hash: sent.hash,
        status: sent.status === 'success' ? 'CONFIRMED' : 'FAILED',
        confirmations: required,
        requiredConfirmations: required,
        blockNumber: Number(sent.blockNumber),
        events: sent.status === 'success' ? events : [],
        ...(links ? {transactionId: build?.id ?? null} : {}),
      },
    };
  }
}
