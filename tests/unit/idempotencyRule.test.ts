import {describe, expect, it} from 'vitest';
import {idempotency} from '@site/src/data/conventions';
import {restFiles} from '../support/conventions';

/**
 * Every REST API states the one idempotency rule of src/data on its key header, the answers the key does not keep
 * included: without that, "retry a 429 or a 5xx under the same key" read as a replay of the 429 (review pass 75).
 */
describe('the Idempotency-Key header of every REST API states which answers the key does not keep', () => {
  it.each(restFiles().map((rest) => [rest.file, rest] as const))('%s', (_file, rest) => {
    const header = Object.values(rest.doc.components?.parameters ?? {}).find(
      (parameter) => 'name' in parameter && parameter.name === idempotency.header,
    );
    expect(header && 'description' in header ? header.description : '').toContain(idempotency.notKept);
  });
});
