import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../support/paths';

/**
 * Every IPFS CID the site shows is one a strict decoder accepts: CIDv1 in base32 (`b` + RFC 4648 lower case, no
 * padding, trailing bits zero) of a dag-pb node hashed with sha2-256 (`0x01 0x70 0x12 0x20` + 32 bytes), as the
 * reference's `Cid` schema promises. A review found 18 of 19 that `CID.parse` would refuse. Released snapshots keep
 * what was published.
 */

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** The bytes of a multibase base32 string, or the reason it is not one. */
function base32Bytes(text: string): Uint8Array | string {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of text) {
    const digit = alphabet.indexOf(character);
    if (digit < 0) return `"${character}" is not a base32 digit`;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  if (value & ((1 << bits) - 1)) return 'its last character leaves non-zero padding bits';
  return Uint8Array.from(bytes);
}

function cidProblem(cid: string): string | undefined {
  if (!cid.startsWith('b')) return 'not base32 (multibase prefix b)';
  const bytes = base32Bytes(cid.slice(1));
  if (typeof bytes === 'string') return bytes;
  const header = [...bytes.slice(0, 4)];
  if (header.join() !== [0x01, 0x70, 0x12, 0x20].join())
    return `header ${header.map((byte) => byte.toString(16).padStart(2, '0')).join(' ')}, not CIDv1 dag-pb sha2-256 (01 70 12 20)`;
  if (bytes.length !== 36) return `${bytes.length - 4} digest bytes, not 32`;
  return undefined;
}

function textFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(repoRoot, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(mdx?|ya?ml|graphql|sol|ts|tsx|json)$/.test(file) && !file.startsWith('releases'))
    .map((file) => path.join(dir, file));
}

describe('IPFS CIDs are valid CIDv1', () => {
  const found = ['docs', 'blog', 'reference', 'src'].flatMap(textFiles).flatMap((file) =>
    [...fs.readFileSync(path.join(repoRoot, file), 'utf8').matchAll(/\bbafy[a-z2-7]{4,}\b(?!…|\.\.\.)/g)].map(
      (match) => ({
        file,
        cid: match[0],
      }),
    ),
  );

  it('finds the CIDs', () => {
    expect(new Set(found.map(({cid}) => cid)).size).toBeGreaterThan(10);
  });

  it('every CID decodes to a dag-pb sha2-256 CIDv1', () => {
    expect(
      found.flatMap(({file, cid}) => {
        const problem = cidProblem(cid);
        return problem ? [`${file}: ${cid}: ${problem}`] : [];
      }),
    ).toEqual([]);
  });

  it('names the faults the review found', () => {
    expect(cidProblem('bafybeiddudd6kdfleepzhpcf2uqnupqzit5uea5genqiwepxsk4tatgiqh')).toBe(
      'its last character leaves non-zero padding bits',
    );
    expect(cidProblem('bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')).toBeUndefined();
    expect(cidProblem('bafybeikgyc6om5wtoobmzvrerwzvbhqlqcg3wu3hymqc3amx3evuhtt2uq')).toMatch(/^header 01 70 12 21/);
  });
});
