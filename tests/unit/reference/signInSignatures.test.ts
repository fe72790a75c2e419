import {describe, expect, it} from 'vitest';
import {getAddress, recoverMessageAddress} from 'viem';
import {exampleAccount, exampleKeyLabels, type ExampleParty} from '../../support/exampleKeys';
import {signInExamples} from '../../support/signIns';

/**
 * Every sign-in example (an EIP-4361 message beside its `signature`, in the REST and GraphQL examples) carries a
 * signature that the wallet its message names made over that message, as `POST /auth/verify` and `verifySignIn`
 * require. A review found them made by no key at all, or by another wallet, while the examples answer with an access
 * token. When the wallet is an example party's (tests/support/exampleKeys.ts), the failure prints the right signature.
 */

const examples = signInExamples();
const parties = new Map(
  (Object.keys(exampleKeyLabels) as ExampleParty[]).map((party) => [exampleAccount(party).address, party]),
);

describe('sign-in examples', () => {
  it('are found in every API that signs in with a wallet (REST and GraphQL)', () => {
    const files = new Set(examples.map(({where}) => where.split('.')[0]));
    for (const api of ['assets', 'pools', 'engage']) {
      expect(files, api).toContain(`rest/${api}`);
      expect(files, api).toContain(`graphql/${api}`);
    }
    expect(files).toContain('graphql/cp-pools');
  });

  it.each(examples.map((example) => [example.where, example] as const))(
    '%s is signed by the wallet its message names',
    async (_where, {message, signature, wallet}) => {
      const party = parties.get(getAddress(wallet));
      const expected = party ? await exampleAccount(party).signMessage({message}) : 'a signature by that wallet';
      const recovered = await recoverMessageAddress({message, signature}).catch(() => 'no address (not a signature)');
      expect(recovered, `expected ${expected}`).toBe(getAddress(wallet));
    },
  );
});
