import {english} from 'viem/accounts';
import {environments} from '@site/src/data/platform';

/**
 * What counts as a leaked secret in the published site: the one list the secret scan uses.
 * The docs are full of 32-byte hex values that are public by design (role ids, tx hashes, calldata,
 * storage slots), so a bare 0x…64-hex value is never flagged on its own: only where the text around it
 * says it is a key.
 */
export interface SecretPattern {
  name: string;
  /** The suspicious strings in a text. */
  find(text: string): string[];
}

/** A pattern matched by a regular expression, minus the matches `allowed` recognises as documented examples. */
function regexPattern(
  name: string,
  expression: RegExp,
  allowed: (match: string) => boolean = () => false,
): SecretPattern {
  return {
    name,
    find: (text) => [...text.matchAll(expression)].map((match) => match[0]).filter((match) => !allowed(match)),
  };
}

function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const sandboxIssuer = environments.find((environment) => environment.id === 'sandbox')!.apiHost;

/**
 * The docs' sample tokens are all issued by the Sandbox API (short-lived, test chains only). A token
 * from any other issuer, or with no readable payload claim of one, is treated as real.
 */
function isSandboxExampleToken(token: string): boolean {
  const [header, payload] = token.split('.');
  return decodeJson(header!)?.alg !== undefined && decodeJson(payload!)?.iss === sandboxIssuer;
}

const bip39 = new Set(english);

/** Runs of 12 or more BIP-39 words separated by single spaces, as a wallet prints a mnemonic (12 to 24 words). */
function mnemonicPhrases(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split(/[^a-z ]+/)) {
    let run: string[] = [];
    for (const word of [...line.split(' '), '']) {
      if (bip39.has(word)) {
        run.push(word);
        continue;
      }
      if (run.length >= 12) found.push(run.join(' '));
      run = [];
    }
  }
  return found;
}

export const secretPatterns: readonly SecretPattern[] = [
  // PEM-encoded private keys of any kind (RSA, EC, OpenSSH, PKCS#8, encrypted).
  regexPattern('PEM private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/g),
  // A 32-byte hex value assigned to a key-like name: PRIVATE_KEY=0x…, privateKey: "0x…", secret_key = "…".
  regexPattern(
    'hex private key assigned to a key name',
    /\b(?:private|priv|secret|signer|signing|deployer|wallet|owner)[_ -]?key\b["'`]?\s*(?:=|:|=>)\s*["'`]?(?:0x)?[0-9a-f]{64}\b/gi,
  ),
  // A 32-byte hex literal handed straight to a function that makes a signer from it.
  regexPattern(
    'hex private key passed to a signer',
    /\b(?:privateKeyToAccount|fromPrivateKey|new\s+(?:ethers\.)?Wallet|new\s+Web3\.Account)\s*\(\s*["'`](?:0x)?[0-9a-f]{64}["'`]/gi,
  ),
  // A wallet recovery phrase: 12, 15, 18, 21 or 24 words of the BIP-39 English list in a row.
  {name: 'BIP-39 mnemonic phrase', find: (text) => mnemonicPhrases(text.toLowerCase())},
  // AWS access key ids (long-term AKIA…, temporary ASIA…).
  regexPattern('AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g),
  // An AWS secret access key next to its name.
  regexPattern('AWS secret access key', /aws_?secret_?access_?key["'`]?\s*(?:=|:)\s*["'`]?[A-Za-z0-9/+]{40}\b/gi),
  // GitHub personal, OAuth, app, refresh and fine-grained tokens.
  regexPattern('GitHub token', /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/g),
  // Stripe secret and restricted keys (publishable pk_ keys are public by design).
  regexPattern('Stripe secret key', /\b[rs]k_(?:live|test)_[0-9A-Za-z]{24,}\b/g),
  // Slack bot, user, app and refresh tokens, and incoming-webhook URLs.
  regexPattern(
    'Slack token',
    /\bxox[abposr]-[0-9A-Za-z-]{10,}|https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/[A-Za-z0-9]+/g,
  ),
  // An Algolia admin (write) key next to its name; the search-only key is public and ships on purpose.
  regexPattern(
    'Algolia admin key',
    /\b(?:algolia[_ -]?)?(?:admin|write)[_ -]?(?:api[_ -]?)?key\b["'`]?\s*(?:=|:)\s*["'`]?[0-9a-f]{32}\b/gi,
  ),
  // Assetra production API keys: the docs show only Sandbox (ak_test_) keys, and live keys only elided (ak_live_…).
  regexPattern('Assetra live API key', /\bak_live_[0-9A-Za-z]{16,}/g),
  // Complete JWTs (header.payload.signature) that are not the docs' Sandbox sample tokens.
  regexPattern('JWT', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g, isSandboxExampleToken),
];

export interface SecretFinding {
  pattern: string;
  /** The match with its middle hidden, so the failure message does not republish it. */
  redacted: string;
}

const redact = (match: string) =>
  match.length <= 16 ? match : `${match.slice(0, 12)}…${match.slice(-4)} (${match.length} chars)`;

export function findSecrets(text: string): SecretFinding[] {
  return secretPatterns.flatMap((pattern) =>
    pattern.find(text).map((match) => ({pattern: pattern.name, redacted: redact(match)})),
  );
}
