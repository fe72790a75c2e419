import {describe, expect, it} from 'vitest';
import {findSecrets} from '../support/secretPatterns';

/** Fake credentials are assembled at run time, so this file itself never looks like a leak. */
const hex64 = (seed: string) => seed.repeat(64).slice(0, 64);
const jwt = (payload: object) =>
  [{alg: 'ES256', typ: 'JWT'}, payload]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') +
  '.' +
  'S'.repeat(86);
const patternsIn = (text: string) => findSecrets(text).map((finding) => finding.pattern);

describe('secret patterns: what must be caught', () => {
  it.each([
    ['PEM private key', ['-----BEGIN', 'RSA PRIVATE', 'KEY-----'].join(' ')],
    ['PEM private key', `-----BEGIN ${'OPENSSH'} PRIVATE KEY-----`],
    ['hex private key assigned to a key name', `PRIVATE_KEY=0x${hex64('4c0883a6')}`],
    ['hex private key assigned to a key name', `const config = {privateKey: "0x${hex64('a1b2')}"};`],
    ['hex private key assigned to a key name', `deployer_key = '${hex64('f00d')}'`],
    ['hex private key passed to a signer', `const account = privateKeyToAccount('0x${hex64('beef')}');`],
    ['hex private key passed to a signer', `new ethers.Wallet("0x${hex64('c0de')}", provider)`],
    ['BIP-39 mnemonic phrase', `MNEMONIC="${'abandon '.repeat(11)}about"`],
    ['BIP-39 mnemonic phrase', 'legal winner thank year wave sausage worth useful legal winner thank yellow'],
    ['AWS access key id', `aws_access_key_id = ${'AKIA'}${'Q3EGRJ7XN5TZ4WMB'}`],
    ['AWS secret access key', `aws_secret_access_key = ${'wJalrXUtnFEMI/K7MDENG/bPxRfiCY'}${'EXAMPLEKEY'}`],
    ['GitHub token', `token: ${'ghp_'}${'x7Kq'.repeat(9)}`],
    ['GitHub token', `${'github_pat_'}${'11AB'.repeat(8)}`],
    ['Stripe secret key', `${'sk_'}live_${'51Hq'.repeat(7)}`],
    ['Slack token', `${'xoxb-'}1234567890-abcdefghij`],
    ['Slack token', `https://hooks.slack.com/services/${'T0000'}/B0000/${'XXXXXXXX'}`],
    ['Algolia admin key', `ALGOLIA_ADMIN_API_KEY=${'0f'.repeat(16)}`],
    ['Algolia admin key', `adminApiKey: "${'9c'.repeat(16)}"`],
    ['Assetra live API key', `Authorization: Bearer ${'ak_live_'}Kq7B9fT2mX4pL8vR1nZ6`],
    ['JWT', jwt({iss: 'https://api.assetra.dev', sub: '0x2E17A44b4873335eb3Df8601E18F137B14fDd765'})],
    ['JWT', jwt({sub: 'user-1', admin: true})],
  ])('%s: %s', (pattern, text) => {
    expect(patternsIn(text)).toContain(pattern);
  });
});

describe('secret patterns: public values the docs are full of', () => {
  it.each([
    ['a role id', `bytes32 public constant MINTER_ROLE = 0x${hex64('9f2df0fe')};`],
    ['a transaction hash', `{"txHash": "0x${hex64('e3b0c442')}", "blockNumber": 18234012}`],
    ['calldata', `data: 0xa9059cbb000000000000000000000000${hex64('00')}`],
    ['a key read from the environment', 'const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex);'],
    ['an elided key', 'PRIVATE_KEY=0xac09…ff80 and ak_live_… in production'],
    ['a Sandbox API key', `X-Api-Key: ${'ak_test_'}Kq7B9fT2mX4pL8vR1nZ6cW3hJ5sD0gY7`],
    ['the public Algolia search key', `apiKey: '${'3f'.repeat(16)}', appId: 'TESTAPP123'`],
    [
      'a Sandbox sample token',
      jwt({iss: 'https://api.sandbox.assetra.dev', sub: '0x2E17A44b4873335eb3Df8601E18F137B14fDd765', chainId: 84532}),
    ],
    ['a pagination cursor', 'example: eyJhZnRlciI6InBvb2xfMDFKRDlCMkM0RTZHOEowSzJNNFA2UjhUMFYifQ'],
    ['a PEM public key', '-----BEGIN PUBLIC KEY-----'],
    [
      'prose about recovery phrases',
      'Write the Secret Recovery Phrase on paper and keep it offline: anyone who has it controls every account.',
    ],
    [
      'a long run of common words',
      'you can add a token to your wallet and then check the balance of each account on the network before you borrow',
    ],
  ])('%s', (_name, text) => {
    expect(findSecrets(text)).toEqual([]);
  });

  it('reports a finding without repeating the secret', () => {
    const key = hex64('4c0883a6');
    const [finding] = findSecrets(`PRIVATE_KEY=0x${key}`);
    expect(finding!.redacted).not.toContain(key);
    expect(finding!.redacted).toMatch(/^PRIVATE_KEY=…/);
  });
});
