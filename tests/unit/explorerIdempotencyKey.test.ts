import {describe, expect, it} from 'vitest';
import {keyIsSpent, type Outcome} from '@site/src/components/ApiExplorer/send';

const answer = (status: number): Outcome => ({
  kind: 'response',
  target: 'sandbox',
  method: 'POST',
  url: 'https://api.sandbox.assetra.dev/pools/v1/api-keys',
  status,
  statusText: '',
  headers: [],
  milliseconds: 1,
});

describe('the API explorer keeps the Idempotency-Key for a retry the docs make under the same key', () => {
  it('renews the key after an answer the API keeps: a success or a refusal', () => {
    expect([200, 201, 400, 401, 403, 404, 409, 422].map((status) => keyIsSpent(answer(status)))).toEqual(
      Array(8).fill(true),
    );
  });

  it('keeps it after a 429, a 5xx or no answer at all', () => {
    expect([429, 500, 502, 503, 504].map((status) => keyIsSpent(answer(status)))).toEqual(Array(5).fill(false));
    const noAnswer: Outcome = {kind: 'failure', target: 'sandbox', method: 'POST', url: '', explanation: 'offline'};
    expect(keyIsSpent(noAnswer)).toBe(false);
  });
});
