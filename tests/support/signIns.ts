import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import type {Hex} from 'viem';
import {objectsIn} from './exampleObjects';
import {repoRoot} from './paths';

/** A Sign-In with Ethereum (EIP-4361) message of the reference's examples, with the signature beside it. */
export interface SignInExample {
  /** `rest/pools.openapi.yaml.paths./auth/verify…`: the file and the path to the example. */
  where: string;
  message: string;
  signature: Hex;
  /** The wallet the message names (its second line). */
  wallet: string;
}

const referenceDir = path.join(repoRoot, 'reference');

const isSignInMessage = (text: unknown): text is string =>
  typeof text === 'string' && / wants you to sign in with your Ethereum account:\n/.test(text);

function signIns(value: unknown, file: string): SignInExample[] {
  return [...objectsIn(value, file)].flatMap(([record, where]) =>
    isSignInMessage(record.message) && typeof record.signature === 'string'
      ? [{where, message: record.message, signature: record.signature as Hex, wallet: record.message.split('\n')[1]!}]
      : [],
  );
}

/** Every sign-in example of the REST and GraphQL examples (released snapshots keep what was published; not read). */
export function signInExamples(): SignInExample[] {
  return ['rest', 'graphql']
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(referenceDir, folder))
        .filter((name) => name.endsWith('.openapi.yaml') || name.endsWith('.examples.yaml'))
        .map((name) => `${folder}/${name}`),
    )
    .flatMap((file) => signIns(parseYaml(fs.readFileSync(path.join(referenceDir, file), 'utf8')), file));
}
