import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {isKeyedRefusal, problemCodes} from '@site/plugins/reference/openapi/document';

/**
 * A refused request is not retried with its key: the same key and body replay the refusal, another body answers
 * IDEMPOTENCY_KEY_REUSED (the rule every REST overview states). So an error catalogue entry of a 4xx refusal that
 * tells the reader to send the request again says to do it with a new `Idempotency-Key`. Rate limits (429) and
 * credentials (401) are refused before the key is read, and 5xx answers are retried with the same key.
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
