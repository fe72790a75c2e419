import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {
  examplesOf,
  isKeyedRefusal,
  operations,
  problemCodes,
  responsesOf,
} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';

/**
 * A refused request is not retried with its key: the same key and body replay the refusal, another body answers
 * IDEMPOTENCY_KEY_REUSED (the rule every REST overview states). So an error catalogue entry of a 4xx refusal that
 * tells the reader to send the request again says to do it with a new `Idempotency-Key`. A 429 and a 5xx are not
 * kept under the key (conventions' `answerKeptUnderKey`), so they are retried with the same one.
 */

const resend =
  /\b(?:retry|try again|send (?:it|them|the (?:request|build|call|hash|transaction)) again|build (?:it |them )?again|resend|re-send|send (?:a|the) (?:corrected|new) request)\b/i;

function retriesWithoutNewKey(codes: Map<string, {status: number; description: string}>): string[] {
  return [...codes]
    .filter(([, {status}]) => isKeyedRefusal(status))
    .filter(([, {description}]) => resend.test(description) && !description.includes('Idempotency-Key'))
    .map(([code, {status}]) => `${status} ${code}`);
}

describe('error catalogue entries that say to send a refused request again say: with a new Idempotency-Key', () => {
  for (const api of loadReference().rest)
    it(api.file, () => {
      expect(retriesWithoutNewKey(problemCodes(api.document))).toEqual([]);
    });

  it('names an entry of the kind the review found', () => {
    const codes = new Map([
      ['POOL_PAUSED', {status: 409, description: 'The pool is paused. Retry once `status` is `ACTIVE`.'}],
      ['RATE_LIMITED', {status: 429, description: 'Retry after `Retry-After` seconds.'}],
      ['STAKING_PAUSED', {status: 409, description: 'Retry once unpaused, with a new `Idempotency-Key`.'}],
    ]);
    expect(retriesWithoutNewKey(codes)).toEqual(['409 POOL_PAUSED']);
  });
});

/**
 * A catalogue serves its GraphQL API too, whose operations (but `createApiKey` and `createAsset`) take no key; so an
 * entry's new key is for the request "where the request takes one", or said of REST (review passes 54 and 55 found
 * entries that told GraphQL readers to send a key). Codes the SDL never names are REST's alone.
 */
const unqualifiedNewKey = /new `Idempotency-Key`(?! where the request takes one| where it takes one)/;

function newKeysForEveryRequest(codes: Map<string, {description: string}>, sdl: string): string[] {
  return [...codes]
    .filter(([code]) => sdl.includes(code))
    .filter(([, {description}]) =>
      description
        .split(/(?<=\.)\s+/)
        .some((sentence) => unqualifiedNewKey.test(sentence) && !/\bin REST\b/i.test(sentence)),
    )
    .map(([code]) => code);
}

describe('a catalogue that GraphQL shares asks for a new key only where the request takes one', () => {
  const {rest, graphql} = loadReference();
  for (const api of rest) {
    const sdl = graphql.find((schema) => schema.id === api.id)?.sdl;
    if (sdl)
      it(api.file, () => {
        expect(newKeysForEveryRequest(problemCodes(api.document), sdl)).toEqual([]);
      });
  }

  it('names the entries of the kind the review found', () => {
    const codes = new Map([
      ['FILE_NOT_FOUND', {description: 'Send the request again with an existing id and a new `Idempotency-Key`.'}],
      [
        'STAKE_LOCKED',
        {description: 'Wait, then build again with a new `Idempotency-Key` where the request takes one.'},
      ],
      ['NOTHING_TO_CLAIM', {description: 'Claim later. In REST, send a later attempt with a new `Idempotency-Key`.'}],
    ]);
    expect(newKeysForEveryRequest(codes, 'FILE_NOT_FOUND STAKE_LOCKED NOTHING_TO_CLAIM')).toEqual(['FILE_NOT_FOUND']);
    expect(newKeysForEveryRequest(codes, 'STAKE_LOCKED')).toEqual([]);
  });
});

/**
 * A request without a body reuses its key by sending another request (another path or id) under it; so the
 * IDEMPOTENCY_KEY_REUSED answer of an operation that takes no body speaks of a different request, in its description
 * and in its examples, never of a different body (review passes 99 and 100 found both).
 */
function bodyWordingOfBodylessReuse(document: OpenApiDocument): string[] {
  return operations(document)
    .filter(({operation}) => !operation.requestBody)
    .flatMap((entry) => {
      const answer = responsesOf(document, entry).find(([status]) => status === '422')?.[1];
      const reuse = Object.values(answer?.content ?? {})
        .flatMap((media) => examplesOf(document, media).map(([, example]) => example))
        .filter((example) => JSON.stringify(example.value).includes('IDEMPOTENCY_KEY_REUSED'));
      if (reuse.length === 0) return [];
      const texts = [
        answer?.description ?? '',
        ...reuse.map(({summary, value}) => `${summary} ${JSON.stringify(value)}`),
      ];
      return texts.some((text) => /\bbody\b/i.test(text)) ? [`${entry.method.toUpperCase()} ${entry.path}`] : [];
    });
}

describe('an operation without a request body answers IDEMPOTENCY_KEY_REUSED for a different request, not body', () => {
  for (const api of loadReference().rest)
    it(api.file, () => {
      expect(bodyWordingOfBodylessReuse(api.document)).toEqual([]);
    });
});
