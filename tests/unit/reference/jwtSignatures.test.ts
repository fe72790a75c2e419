import {describe, expect, it} from 'vitest';
import {currentReference, pageFiles, readRepoFiles, type RepoFile} from '../../support/repoFiles';

/**
 * An example token is shaped as the algorithm in its header says: an ES256 signature is 64 bytes, r and s of 32 each
 * (RFC 7518, section 3.4). Review pass 98 found two example access tokens with signatures of 61 and 66 bytes, which no
 * JWT library accepts as ES256. The signatures are placeholders; their length is what a reader's parser checks.
 */
const signatureBytes: Record<string, number> = {ES256: 64, ES384: 96, ES512: 132, HS256: 32, EdDSA: 64};
const jwt = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;

const decode = (part: string) => Buffer.from(part, 'base64url');

export function misshapenTokens({file, text}: RepoFile): string[] {
  return [...text.matchAll(jwt)].flatMap(([token]) => {
    const [header, , signature] = token.split('.') as [string, string, string];
    const {alg} = JSON.parse(decode(header).toString('utf8')) as {alg?: string};
    const expected = alg ? signatureBytes[alg] : undefined;
    const actual = decode(signature).length;
    return expected === undefined || actual === expected
      ? []
      : [`${file}: a token whose header says ${alg} has a ${actual}-byte signature, not ${expected}`];
  });
}

describe('example JWTs', () => {
  const header = Buffer.from('{"alg":"ES256","typ":"JWT"}').toString('base64url');
  const payload = Buffer.from('{"sub":"0x0"}').toString('base64url');

  it('finds a signature of the wrong length for its algorithm', () => {
    const text = `accessToken: ${header}.${payload}.${Buffer.alloc(61).toString('base64url')}`;
    expect(misshapenTokens({file: 'x.yaml', text})).toEqual([
      'x.yaml: a token whose header says ES256 has a 61-byte signature, not 64',
    ]);
    expect(
      misshapenTokens({file: 'x.yaml', text: `${header}.${payload}.${Buffer.alloc(64).toString('base64url')}`}),
    ).toEqual([]);
  });

  it('every token in the reference, the pages and the posts has its algorithm’s signature length', () => {
    const files = [
      ...readRepoFiles('reference', (file) => currentReference(file) && /\.(ya?ml|graphql)$/.test(file)),
      ...pageFiles(),
    ];
    expect(files.flatMap(misshapenTokens)).toEqual([]);
  });
});
