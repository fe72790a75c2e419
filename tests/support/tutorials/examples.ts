import {getAddress, isAddress, type Address} from 'viem';
import type {ReferenceBundle} from '@site/plugins/reference/load';
import {
  contractFunctionsOf,
  examplesOf,
  operations,
  requestMediaOf,
  responsesOf,
} from '@site/plugins/reference/openapi/document';
import {graphqlExplorerData} from '@site/plugins/reference/graphql/explorer';
import type {TokenInfo} from './contracts';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function collect(value: unknown, into: JsonObject[]) {
  if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (isObject(value)) {
    into.push(value);
    for (const item of Object.values(value)) collect(item, into);
  }
}

/**
 * Every object the reference's examples show, nested ones included: REST requests and responses, GraphQL variables
 * and responses. The examples describe one world (the same HSIF, the same pool, the same Kestrel), so together they
 * are what the tutorial's chain and API know about it.
 */
export function exampleObjects(reference: ReferenceBundle): JsonObject[] {
  const objects: JsonObject[] = [];
  for (const api of reference.rest)
    for (const entry of operations(api.document)) {
      for (const [, example] of examplesOf(api.document, requestMediaOf(api.document, entry)?.media))
        collect(example.value, objects);
      for (const [, response] of responsesOf(api.document, entry))
        for (const [, example] of examplesOf(api.document, response.content?.['application/json']))
          collect(example.value, objects);
    }
  for (const api of reference.graphql)
    for (const example of graphqlExplorerData(api).examples) {
      collect(example.variables, objects);
      collect(example.response, objects);
    }
  return objects;
}

/** Tokens by address, as the examples describe them: every object with an `address` and its `decimals`. */
export function exampleTokens(objects: JsonObject[]): Map<string, TokenInfo> {
  const tokens = new Map<string, TokenInfo>();
  for (const object of objects) {
    const {address, decimals, symbol, name} = object;
    if (typeof address !== 'string' || !isAddress(address) || typeof decimals !== 'number') continue;
    const known = tokens.get(getAddress(address));
    tokens.set(getAddress(address), {
      decimals,
      ...(typeof symbol === 'string' ? {symbol} : known?.symbol ? {symbol: known.symbol} : {}),
      ...(typeof name === 'string' ? {name} : known?.name ? {name: known.name} : {}),
    });
  }
  return tokens;
}

/** The address of the token with this symbol in the examples. */
export function tokenAddress(tokens: Map<string, TokenInfo>, symbol: string): Address {
  const found = [...tokens.entries()].find(([, info]) => info.symbol === symbol);
  if (!found) throw new Error(`no example names a token ${symbol}`);
  return found[0] as Address;
}

/**
 * Where each documented interface is deployed, as the REST builders' examples show: the `to` of the transaction an
 * operation with `x-contract-function: IEngageStaking.stake` returns is the staking contract.
 */
export function contractAddresses(reference: ReferenceBundle): Map<string, Address> {
  const addresses = new Map<string, Address>();
  for (const api of reference.rest)
    for (const entry of operations(api.document)) {
      // A builder for several token standards calls a different contract per token: no one address to learn.
      const targets = contractFunctionsOf(entry.operation);
      if (targets.length !== 1) continue;
      const [[contract]] = targets as [[string, string]];
      for (const [status, response] of responsesOf(api.document, entry)) {
        if (!status.startsWith('2')) continue;
        for (const [, example] of examplesOf(api.document, response.content?.['application/json'])) {
          const to = isObject(example.value) ? example.value.to : undefined;
          if (typeof to === 'string' && isAddress(to) && !addresses.has(contract!))
            addresses.set(contract!, getAddress(to));
        }
      }
    }
  return addresses;
}

/** Every example object about the same thing, merged: the later examples fill in what the earlier leave out. */
export function merged(objects: JsonObject[], about: (object: JsonObject) => boolean): JsonObject {
  return objects.filter(about).reduce<JsonObject>((all, object) => ({...object, ...all}), {});
}

export const sameAddress = (a: Json | undefined, b: string) =>
  typeof a === 'string' && isAddress(a) && getAddress(a) === getAddress(b);
