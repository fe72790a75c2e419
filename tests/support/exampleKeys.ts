import {keccak256, toBytes, type Hex} from 'viem';
import {privateKeyToAccount, type PrivateKeyAccount} from 'viem/accounts';

/**
 * Example parties whose signatures the reference shows, with the label their key is made from: the private key is
 * keccak256 of the label, so anyone can re-sign an example after its typed data changes, and no key is written down
 * anywhere. The party's example address is the key's address; change the label and the address changes with it.
 *
 * To re-sign: `signTypedData({privateKey: exampleKey('brightline'), domain, types, primaryType, message})` from
 * viem/accounts, with the domain and types the reference documents (tests/unit/reference/eip712Signatures.test.ts
 * prints the signature it expected when an example does not recover to its signer).
 */
export const exampleKeyLabels = {
  /** Brightline Logistics, the lessee of the lease-agreement use case: 0x0481E8dd3E7e752f189c051f992096eeF0e0F215. */
  brightline: 'Assetra docs example key: Brightline Logistics',
  /** Ana, the Kestrel holder who stakes and votes: 0x2E17A44b4873335eb3Df8601E18F137B14fDd765. */
  ana: 'Assetra docs example key: Ana',
  /** Omar, a Kestrel voter and Pools borrower: 0x875CEddD58FD8637f286d1324da968cF506d1656. */
  omar: 'Assetra docs example key: Omar',
  /**
   * Lena's everyday wallet (Engage, CP Pools, the lease, Aurus), the second management key of her ONCHAINID:
   * 0x0B98F84033920C4c0778055D650B1F867c95f4C0. Her Assets investor wallet is another one.
   */
  lena: 'Assetra docs example key: Lena',
  /**
   * Harbour Street's operations address, the Assets member who signs in and holds the agent and minter roles of the
   * examples, and the Pools operations admin: see its address in the reference's sign-in example.
   */
  operations: 'Assetra docs example key: Harbour Street operations',
} as const;

export type ExampleParty = keyof typeof exampleKeyLabels;

export const exampleKey = (party: ExampleParty): Hex => keccak256(toBytes(exampleKeyLabels[party]));

export const exampleAccount = (party: ExampleParty): PrivateKeyAccount => privateKeyToAccount(exampleKey(party));
