import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {getAddress, hashTypedData, isAddress, recoverTypedDataAddress, type Hex} from 'viem';
import {signTypedData} from 'viem/accounts';
import {examplesOf, operations, requestMediaOf, responsesOf} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {parseExamples} from '@site/plugins/reference/graphql/examples';
import {exampleAccount, exampleKey, exampleKeyLabels, type ExampleParty} from '../../support/exampleKeys';
import {objectsIn} from '../../support/exampleObjects';
import {repoRoot} from '../../support/paths';
import {signInExamples} from '../../support/signIns';

/**
 * Every EIP-712 signature in the reference examples recovers to the address the example names as its signer, with
 * the domain and types the reference documents. Readers test their own signing code against these examples, so one
 * that no key made is worse than none. A review found the lease API's "Brightline signs second" example recovering to
 * 0xCB2B…dB40 instead of the lessee, which the API's own rule would answer with `AGREEMENT_SIGNATURE_INVALID`.
 *
 * What counts as a signed example: any object in an example (OpenAPI request and response examples, GraphQL example
 * variables and responses) that holds a `signature` beside a `signer` or a `voter`. Each must belong to a scheme below,
 * which builds its typed data from the documented domain and primary type and from the example around it; an object
 * no scheme knows fails, so a new kind of signed example cannot go unchecked. In a file whose scheme says so, every
 * 65-byte signature anywhere in the text (such as the `Signature` schema's examples) must also be one of its verified
 * signatures.
 *
 * The example parties' keys are made from labels in tests/support/exampleKeys.ts; when the signer is one of them, the
 * failure prints the signature the example should carry. Released snapshots (reference/releases/) keep what was
 * published and are not read.
 */

const referenceDir = path.join(repoRoot, 'reference');
const read = (file: string) => fs.readFileSync(path.join(referenceDir, file), 'utf8');

interface SignedObject {
  /** Where in the example: `signatures[0]`, or empty for the example itself. */
  at: string;
  value: Record<string, unknown>;
}

/** EIP-712 typed data as the reference documents it; viem's own type wants the types known at compile time. */
interface TypedData {
  domain: {name: string; version: string; chainId: number};
  types: Record<string, {name: string; type: string}[]>;
  primaryType: string;
  message: Record<string, unknown>;
}

interface SignedExample {
  /** `reference/rest/lease.openapi.yaml › POST /agreements/{agreementId}/signatures › request brightlineSigns`. */
  where: string;
  signer: string;
  signature: Hex;
  /** The typed data the signature must be of, or why it cannot be built. */
  typedData: TypedData | string;
}

/** Objects in an example that hold a signature and the address that signed it. */
const signedObjects = (value: unknown, at = ''): SignedObject[] =>
  [...objectsIn(value, at)]
    .filter(([record]) => 'signature' in record && ('signer' in record || 'voter' in record))
    .map(([record, where]) => ({at: where, value: record}));

const signerOf = (value: Record<string, unknown>) => String(value.signer ?? value.voter);
const joinWhere = (...parts: string[]) => parts.filter(Boolean).join(' › ');

/** EIP-712 field list from a Solidity-style type string: `string agreementId, bytes32 termsHash` → fields. */
const fieldsOf = (list: string) =>
  list
    .split(',')
    .map((field) => field.trim().split(/\s+/))
    .map(([type, name]) => ({name: name!, type: type!}));

// ---------------------------------------------------------------------------------------------------------------
// Lease API: `LeaseAgreement` signatures of the parties, posted to signAgreement.

const leaseFile = 'rest/lease.openapi.yaml';

/** The domain and primary type the signAgreement description documents. */
function leaseScheme(doc: OpenApiDocument) {
  const entry = operations(doc).find((candidate) => candidate.operation.operationId === 'signAgreement')!;
  const text = entry.operation.description ?? '';
  const domain = /\{name: "([^"]+)", version: "([^"]+)", chainId\}/.exec(text);
  const primary = /`(\w+)\(([^)]*)\)`/.exec(text);
  if (!domain || !primary) throw new Error(`${leaseFile} signAgreement: the description names no domain or type`);
  return {name: domain[1]!, version: domain[2]!, primaryType: primary[1]!, fields: fieldsOf(primary[2]!)};
}

interface Agreement {
  id: string;
  chainId: number;
  termsHash: Hex;
  lessor: {address: string};
  lessee: {address: string};
}

const isAgreement = (value: unknown): value is Agreement =>
  typeof value === 'object' && value !== null && 'termsHash' in value && 'lessee' in value && 'chainId' in value;

function leaseExamples(): SignedExample[] {
  const doc = parseYaml(read(leaseFile)) as OpenApiDocument;
  const scheme = leaseScheme(doc);
  const found: SignedExample[] = [];
  for (const entry of operations(doc)) {
    const operation = `${entry.method.toUpperCase()} ${entry.path}`;
    const request = examplesOf(doc, requestMediaOf(doc, entry)?.media).map(
      ([name, example]) => [`request ${name}`, example.value] as const,
    );
    const responses = responsesOf(doc, entry).flatMap(([status, response]) =>
      Object.values(response.content ?? {}).flatMap((media) =>
        examplesOf(doc, media).map(([name, example]) => [`${status} ${name}`, example.value] as const),
      ),
    );
    // The agreement a signature is of: the one the operation answers with.
    const agreement = responses.map(([, value]) => value).find(isAgreement);
    for (const [name, value] of [...request, ...responses]) {
      for (const object of signedObjects(value)) {
        const where = joinWhere(`reference/${leaseFile}`, operation, name, object.at);
        const signer = signerOf(object.value);
        const signature = object.value.signature as Hex;
        const context = isAgreement(object.value) ? object.value : agreement;
        let typedData: TypedData | string;
        if (!context) typedData = 'no agreement in the operation’s responses to take the id and termsHash from';
        else {
          const role =
            signer.toLowerCase() === context.lessor.address.toLowerCase()
              ? 'LESSOR'
              : signer.toLowerCase() === context.lessee.address.toLowerCase()
                ? 'LESSEE'
                : undefined;
          typedData = role
            ? {
                domain: {name: scheme.name, version: scheme.version, chainId: context.chainId},
                types: {[scheme.primaryType]: scheme.fields},
                primaryType: scheme.primaryType,
                message: {agreementId: context.id, termsHash: context.termsHash, role},
              }
            : `the signer ${signer} is neither the lessor nor the lessee of ${context.id}`;
        }
        found.push({where, signer, signature, typedData});
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// Engage: gasless `Vote` signatures, in castVote and proposalVotes.

const engageExamplesFile = 'graphql/engage.examples.yaml';

/** The domain, primary type, fields and `support` values the castVote description in the SDL documents. */
function engageScheme() {
  const sdl = read('graphql/engage.graphql');
  const sentence =
    /Sign domain `\{name: "([^"]+)", version: "([^"]+)", chainId\}`[^.]*?primary type `(\w+)` with fields ([^\n]*?)\.\s/.exec(
      sdl,
    );
  if (!sentence) throw new Error('graphql/engage.graphql castVote: the description names no domain or type');
  const fieldText = sentence[4]!;
  const fields = [...fieldText.matchAll(/`(\w+)` \((\w+)/g)].map((match) => ({name: match[1]!, type: match[2]!}));
  const support = new Map(
    [...fieldText.matchAll(/(\d+) = (\w+)/g)].map((match) => [match[2]!.toUpperCase(), Number(match[1])]),
  );
  return {name: sentence[1]!, version: sentence[2]!, primaryType: sentence[3]!, fields, support};
}

function engageExamples(): SignedExample[] {
  const text = read(engageExamplesFile);
  const chainId = Number(/\bchain (\d+)\)/.exec(text)?.[1]);
  const scheme = engageScheme();
  const found: SignedExample[] = [];
  for (const group of parseExamples(text, engageExamplesFile).groups) {
    for (const example of group.operations) {
      const parts = [
        ['variables', example.variables],
        ['response', example.response],
      ] as const;
      for (const [part, value] of parts) {
        for (const object of signedObjects(value, part)) {
          const where = joinWhere(`reference/${engageExamplesFile}`, example.field, object.at);
          const vote = object.value;
          const variables = (example.variables ?? {}) as Record<string, unknown>;
          const input = (variables.input ?? {}) as Record<string, unknown>;
          const proposalId = vote.proposalId ?? variables.proposalId ?? input.proposalId;
          const support = scheme.support.get(String(vote.support));
          found.push({
            where,
            signer: signerOf(vote),
            signature: vote.signature as Hex,
            typedData:
              typeof proposalId !== 'string' || support === undefined || !chainId
                ? 'the example gives no proposal id, support value or chain'
                : {
                    domain: {name: scheme.name, version: scheme.version, chainId},
                    types: {[scheme.primaryType]: scheme.fields},
                    primaryType: scheme.primaryType,
                    message: {proposalId, voter: vote.voter, support, reason: vote.reason ?? ''},
                  },
          });
        }
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------

/** Reference files outside the schemes above whose examples must hold no signed object. */
const otherFiles = fs
  .readdirSync(path.join(referenceDir, 'rest'))
  .filter((file) => file.endsWith('.openapi.yaml'))
  .map((file) => `rest/${file}`)
  .concat(
    fs
      .readdirSync(path.join(referenceDir, 'graphql'))
      .filter((file) => file.endsWith('.examples.yaml'))
      .map((file) => `graphql/${file}`),
  )
  .filter((file) => file !== leaseFile && file !== engageExamplesFile);

const examples = [...leaseExamples(), ...engageExamples()];

/** The example party whose key made `address`, if any. */
const partyOf = (address: string) =>
  (Object.keys(exampleKeyLabels) as ExampleParty[]).find(
    (party) => exampleAccount(party).address.toLowerCase() === address.toLowerCase(),
  );

/** What is wrong with one signed example, or null. */
async function problemOf(example: SignedExample): Promise<string | null> {
  if (!isAddress(example.signer, {strict: false})) return `the signer ${example.signer} is not an address`;
  if (!/^0x[0-9a-fA-F]{130}$/.test(example.signature)) return 'the signature is not 65 bytes';
  if (typeof example.typedData === 'string') return example.typedData;
  const typedData = example.typedData as Parameters<typeof signTypedData>[0];
  const recovered = await recoverTypedDataAddress({...typedData, signature: example.signature});
  if (recovered === getAddress(example.signer)) return null;
  const party = partyOf(example.signer);
  const expected = party ? await signTypedData({...typedData, privateKey: exampleKey(party)}) : undefined;
  return (
    `recovers to ${recovered}, not to the signer ${getAddress(example.signer)}` +
    (expected ? `; ${party}'s key signs it ${expected}` : '')
  );
}

describe('EIP-712 signatures in the reference examples', () => {
  it('finds the signed examples (the lease signature and the Engage votes)', () => {
    expect(examples.some((example) => example.where.includes('lease.openapi.yaml'))).toBe(true);
    expect(examples.some((example) => example.where.includes('engage.examples.yaml'))).toBe(true);
  });

  it('every signature recovers to its signer with the documented domain and types', async () => {
    const problems: string[] = [];
    for (const example of examples) {
      const problem = await problemOf(example);
      if (problem) problems.push(`${example.where}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('every 65-byte signature in the lease reference is one of its verified signatures', async () => {
    const verified = new Set<string>();
    for (const example of examples.filter((candidate) => candidate.where.startsWith(`reference/${leaseFile}`))) {
      if (!(await problemOf(example))) verified.add(example.signature.toLowerCase());
    }
    const text = read(leaseFile);
    const stray = [...text.matchAll(/0x[0-9a-fA-F]{130}(?![0-9a-fA-F])/g)]
      .filter((match) => !verified.has(match[0].toLowerCase()))
      .map((match) => `${leaseFile} line ${text.slice(0, match.index).split('\n').length}: ${match[0].slice(0, 12)}…`);
    expect(stray).toEqual([]);
  });

  it('no other reference file holds a signed example no scheme checks', () => {
    const unchecked: string[] = [];
    for (const file of otherFiles) {
      const parsed = parseYaml(read(file)) as unknown;
      const objects = file.startsWith('rest/')
        ? signedObjects((parsed as {paths?: unknown}).paths).concat(
            signedObjects((parsed as {components?: unknown}).components),
          )
        : signedObjects(parsed);
      unchecked.push(...objects.map((object) => `reference/${file} › ${object.at}`));
    }
    expect(unchecked).toEqual([]);
  });

  it('every EIP-712 digest a page states is the digest of a signed example', () => {
    const digests = new Set(
      examples.flatMap((example) =>
        typeof example.typedData === 'string'
          ? []
          : [hashTypedData(example.typedData as Parameters<typeof hashTypedData>[0])],
      ),
    );
    const stated = fs
      .readdirSync(path.join(repoRoot, 'docs'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(path.join(repoRoot, 'docs', file), 'utf8')
            .matchAll(/digest[^.]{0,80}?`(0x[0-9a-f]{64})`/g),
        ].map((match) => ({where: `docs/${file}`, digest: match[1]!})),
      );
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter(({digest}) => !digests.has(digest as Hex))).toEqual([]);
  });

  it('each example key is the address of a party in the reference, who signs typed data or a sign-in message', () => {
    const signers = new Set([
      ...examples.map((example) => getAddress(example.signer)),
      ...signInExamples().map(({wallet}) => getAddress(wallet)),
    ]);
    for (const party of Object.keys(exampleKeyLabels) as ExampleParty[]) {
      const address = exampleAccount(party).address;
      expect(signers.has(address), `${party} (${address}) signs no example`).toBe(true);
    }
  });
});
