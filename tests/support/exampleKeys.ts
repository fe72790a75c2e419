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
} as const;

export type ExampleParty = keyof typeof exampleKeyLabels;

export const exampleKey = (party: ExampleParty): Hex => keccak256(toBytes(exampleKeyLabels[party]));

export const exampleAccount = (party: ExampleParty): PrivateKeyAccount => privateKeyToAccount(exampleKey(party));
