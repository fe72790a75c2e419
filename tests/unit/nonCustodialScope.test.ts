import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '../support/paths';

/**
 * Assetra's deployer sends four deployments itself (src/data/conventions.ts `deployerDeployments`), so "Assetra never
 * signs" is true only of the transactions its APIs build. A sentence that says Assetra or the platform never signs
 * names what it never signs; "never signs for you" and a bare "never signs" do not (review passes 80 to 82 found them
 * on seven pages and in four schemas).
 */
const claim = /\b(?:Assetra|the platform)\b[^.;:]*?\bnever signs?\b(?<scope>[^.;:]*)/gi;
const scoped =
  /^\s+(?:it|them|the transactions?\b|(?:the )?transactions it builds|user transactions|for users|for the user|the builds)/i;

/** The same claim made of every write or every signer ("a write endpoint … does not send anything on chain"). */
const sweeping = /\bwrite endpoint\b[^.;]*\bdoes not send\b|\bthe signer is always\b/gi;

/** Every unscoped claim of a text, as `file:line: sentence`. */
function unscopedClaims(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => [
      ...[...line.matchAll(claim)]
        .filter((match) => !scoped.test(match.groups!.scope!))
        .map((match) => `${file}:${index + 1}: ${match[0].trim()}`),
      ...[...line.matchAll(sweeping)].map((match) => `${file}:${index + 1}: ${match[0].trim()}`),
    ]);
}

const sources = [
  ...contentPages(repoRoot),
  ...['rest', 'graphql', 'contracts'].flatMap((folder) =>
    fs.readdirSync(path.join(repoRoot, 'reference', folder)).map((file) => `reference/${folder}/${file}`),
  ),
];

describe('a sentence that says Assetra never signs names what it never signs', () => {
  it('pages, schemas and contracts', () => {
    expect(sources.flatMap((file) => unscopedClaims(file, fs.readFileSync(path.join(repoRoot, file), 'utf8')))).toEqual(
      [],
    );
  });

  it('finds the kinds the reviews found, and passes their fixes', () => {
    const found = unscopedClaims(
      'page.mdx',
      [
        'Assetra never signs for you.',
        'The platform never holds your keys and never signs for you.',
        'Reads return pool state. Assetra never signs or holds funds.',
        'Assetra never signs them or holds funds.',
        'Assetra never signs the transactions it builds.',
        'Nothing is sent and Assetra never signs the transaction: the wallet adds gas.',
        'When you call a write endpoint, such as minting supply, the API does not send anything on chain.',
        'The signer is always the issuer.',
        'When you call a transaction builder, such as minting supply, the API does not send anything on chain.',
      ].join('\n'),
    );
    expect(found.map((entry) => entry.split(':')[1])).toEqual(['1', '2', '3', '7', '8']);
  });
});
