import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {accessTokenRenewal, restApisWithSignIn, signIn} from '@site/src/data/conventions';
import {objectsIn} from '../../support/exampleObjects';
import {repoRoot} from '../../support/paths';
import {pageFiles} from '../../support/repoFiles';

/**
 * The sign-in examples keep to the token rules in src/data/conventions.ts. Every JWT in the REST and GraphQL examples
 * decodes to a header and a payload whose `exp` − `iat` is the access token's lifetime, and every refresh example
 * issues its new access token exactly `accessTokenRenewal.beforeExpirySeconds` before the token it replaces expires:
 * the web apps renew then, and the examples show them doing it. A review found the CP Pools `refreshSession` example
 * renewing 10 minutes early while the Pools and Assets GraphQL examples kept to the 2 minutes.
 *
 * A refresh example is the REST operation `refreshSession` or the GraphQL example of `Mutation.refreshSession`. The
 * token it replaces is the one issued, in any other example of the same file, with the refresh token the example
 * sends. Released snapshots (reference/releases/) keep what was published and are not read.
 */

const jwtPattern = /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g;

/**
 * Signature bytes per JWT algorithm: an ES256 signature is r and s of 32 bytes each (RFC 7518, section 3.4). Review
 * pass 98 found example access tokens with ES256 signatures of 61 and 66 bytes, which no JWT library accepts.
 */
const signatureBytes: Record<string, number> = {ES256: 64, ES384: 96, ES512: 132, HS256: 32, EdDSA: 64};

/** Why a JWT's signature does not fit the algorithm its header names, or undefined when it does. */
function signatureProblem(token: string): string | undefined {
  const [header, , signature] = token.split('.');
  const alg = decode(header ?? '')?.alg;
  const expected = typeof alg === 'string' ? signatureBytes[alg] : undefined;
  const actual = Buffer.from(signature ?? '', 'base64url').length;
  return expected === undefined || actual === expected
    ? undefined
    : `a JWT whose header says ${String(alg)} has a ${actual}-byte signature, not ${expected}`;
}
const refreshField = `Mutation.${signIn.operations.graphql.refresh}`;

interface Claims {
  iss?: unknown;
  sub?: unknown;
  iat?: unknown;
  exp?: unknown;
}

/** An object in an example that holds an access token (a sign-in or refresh result). */
interface Issued {
  where: string;
  token: string;
  claims: Claims | null;
  refreshToken?: unknown;
  expiresIn?: unknown;
  refreshExpiresIn?: unknown;
  /** The signed-in address the answer names beside the token, which the token's `sub` must be. */
  address?: unknown;
}

interface Refresh {
  where: string;
  /** The refresh tokens the request sends. */
  sent: string[];
  /** What the response issues. */
  issued: Issued[];
}

interface Examples {
  issued: Issued[];
  refreshes: Refresh[];
  /** Every JWT in the file, in any string. */
  tokens: {where: string; token: string}[];
}

type Node = unknown;
const isObject = (node: Node): node is Record<string, Node> =>
  node !== null && typeof node === 'object' && !Array.isArray(node);

function decode(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** Every string under `node`, with its path. */
function* strings(node: Node, where: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [node, where];
  else if (Array.isArray(node)) for (const [index, item] of node.entries()) yield* strings(item, `${where}[${index}]`);
  else if (isObject(node)) for (const [key, value] of Object.entries(node)) yield* strings(value, `${where}.${key}`);
}

function issuedUnder(node: Node, where: string): Issued[] {
  return [...objectsIn(node, where)]
    .filter(([object]) => typeof object.accessToken === 'string' && /^eyJ/.test(object.accessToken))
    .map(([object, at]) => {
      const token = object.accessToken as string;
      const [header, payload] = token.split('.');
      return {
        where: at,
        token,
        claims: decode(header ?? '')?.alg === undefined ? null : (decode(payload ?? '') as Claims | null),
        refreshToken: object.refreshToken,
        expiresIn: object.expiresIn,
        refreshExpiresIn: object.refreshExpiresIn,
        address: object.address,
      };
    });
}

const refreshTokensUnder = (node: Node, where: string) =>
  [...objectsIn(node, where)]
    .map(([object]) => object.refreshToken)
    .filter((value): value is string => typeof value === 'string');

/** The tokens and refreshes of an OpenAPI document (`*.openapi.yaml`) or GraphQL examples (`*.examples.yaml`). */
function examplesOf(file: string, source: string): Examples {
  const doc = parseYaml(source) as Node;
  const tokens = [...strings(doc, file)].flatMap(([text, where]) =>
    [...text.matchAll(jwtPattern)].map((match) => ({where, token: match[0]})),
  );
  const refreshes: Refresh[] = [];
  for (const [object, where] of objectsIn(doc, file)) {
    if (object.operationId === signIn.operations.rest.refresh)
      refreshes.push({
        where: `${where} (${String(object.operationId)})`,
        sent: refreshTokensUnder(object.requestBody, `${where}.requestBody`),
        issued: issuedUnder(object.responses, `${where}.responses`),
      });
    if (object.field === refreshField)
      refreshes.push({
        where: `${where} (${refreshField})`,
        sent: refreshTokensUnder(object.variables, `${where}.variables`),
        issued: issuedUnder(object.response, `${where}.response`),
      });
  }
  return {issued: issuedUnder(doc, file), refreshes, tokens};
}

const time = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** One line per JWT or token pair that breaks the lifetimes, and per refresh that renews at another time. */
function tokenProblems({issued, refreshes, tokens}: Examples): string[] {
  const problems: string[] = [];
  const lifetime = signIn.accessTokenLifetimeSeconds;
  const lead = accessTokenRenewal.beforeExpirySeconds;

  for (const {where, token} of tokens) {
    const [header, payload] = token.split('.');
    const claims = decode(payload ?? '');
    if (decode(header ?? '')?.alg === undefined || !claims) {
      problems.push(`${where}: a JWT whose header or payload is not base64url JSON`);
      continue;
    }
    const signature = signatureProblem(token);
    if (signature) problems.push(`${where}: ${signature}`);
    if (!isTime(claims.iat) || !isTime(claims.exp)) {
      problems.push(`${where}: a JWT without numeric iat and exp`);
      continue;
    }
    if (claims.exp - claims.iat !== lifetime)
      problems.push(`${where}: a JWT valid for ${claims.exp - claims.iat} s (exp − iat), not ${lifetime} s`);
  }

  for (const pair of issued) {
    const {claims} = pair;
    if (claims && isTime(claims.iat) && isTime(claims.exp) && pair.expiresIn !== claims.exp - claims.iat)
      problems.push(
        `${pair.where}: expiresIn ${String(pair.expiresIn)}, but the JWT is valid for ${claims.exp - claims.iat} s`,
      );
    if (claims && typeof pair.address === 'string' && String(claims.sub).toLowerCase() !== pair.address.toLowerCase())
      problems.push(`${pair.where}: the JWT's sub is ${String(claims.sub)}, not the address ${pair.address} beside it`);
    if (pair.refreshExpiresIn !== undefined && pair.refreshExpiresIn !== signIn.refreshTokenLifetimeSeconds)
      problems.push(
        `${pair.where}: refreshExpiresIn ${String(pair.refreshExpiresIn)}, not ${signIn.refreshTokenLifetimeSeconds}`,
      );
  }

  for (const refresh of refreshes) {
    if (refresh.sent.length === 0 || refresh.issued.length === 0) {
      problems.push(`${refresh.where}: a refresh example without the refresh token it sends or the token it issues`);
      continue;
    }
    const fresh = new Set(refresh.issued.map((pair) => pair.token));
    for (const sent of refresh.sent) {
      const replaced = issued.filter((pair) => pair.refreshToken === sent && !fresh.has(pair.token));
      if (replaced.length === 0) problems.push(`${refresh.where}: no other example issues the refresh token ${sent}`);
      for (const old of replaced)
        for (const renewed of refresh.issued) {
          const before = old.claims;
          const after = renewed.claims;
          if (!before || !after || !isTime(before.exp) || !isTime(after.iat)) continue;
          if (after.iat !== before.exp - lead)
            problems.push(
              `${renewed.where}: the new token is issued at ${time(after.iat)}, ${before.exp - after.iat} s before ` +
                `the old one (${old.where}) expires at ${time(before.exp)}; the apps renew ${lead} s before`,
            );
          if (after.sub !== before.sub || after.iss !== before.iss)
            problems.push(`${renewed.where}: the new token has another iss or sub than the one it replaces`);
        }
    }
  }
  return problems;
}

const referenceFiles = [
  ...fs
    .readdirSync(path.join(repoRoot, 'reference/rest'))
    .filter((file) => file.endsWith('.openapi.yaml'))
    .map((file) => `reference/rest/${file}`),
  ...fs
    .readdirSync(path.join(repoRoot, 'reference/graphql'))
    .filter((file) => file.endsWith('.examples.yaml'))
    .map((file) => `reference/graphql/${file}`),
].sort();

const examples = new Map(
  referenceFiles.map((file) => [file, examplesOf(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'))]),
);

describe('example access tokens keep to the lifetimes and the renewal time in src/data', () => {
  for (const file of referenceFiles)
    it(file, () => {
      expect(tokenProblems(examples.get(file)!)).toEqual([]);
    });

  it('every JWT a page or post shows has its algorithm’s signature length', () => {
    const problems = pageFiles().flatMap(({file, text}) =>
      [...text.matchAll(jwtPattern)].flatMap(([token]) => {
        const problem = signatureProblem(token);
        return problem ? [`${file}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('found a refresh example in every REST API with sign-in and every GraphQL API', () => {
    const withRefresh = referenceFiles.filter((file) => examples.get(file)!.refreshes.length > 0);
    const graphql = referenceFiles.filter((file) => file.startsWith('reference/graphql/'));
    expect(withRefresh).toEqual(
      [...restApisWithSignIn.map((api) => `reference/rest/${api}.openapi.yaml`), ...graphql].sort(),
    );
  });
});

describe('the check fails on the example it replaced', () => {
  const jwt = (iat: number, exp: number) =>
    [
      {alg: 'ES256', typ: 'JWT'},
      {iss: 'https://api.sandbox.assetra.dev', sub: '0xafB269237828e6798a9BA7EBEe7587Ba8C43A779', iat, exp},
    ]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .concat(Buffer.alloc(64, 1).toString('base64url'))
      .join('.');
  const file = 'reference/graphql/example.examples.yaml';
  const source = (signedIn: [number, number], renewed: [number, number]) => `
groups:
  - id: auth
    operations:
      - field: Mutation.verifySignIn
        response:
          data:
            verifySignIn:
              accessToken: ${jwt(...signedIn)}
              expiresIn: 3600
              refreshToken: rt_4Hs7Jd0Kf3Lg6Qa9Wz2Xc5Vb8Nm1Tp4Ry
              refreshExpiresIn: 2592000
      - field: Mutation.refreshSession
        variables:
          refreshToken: rt_4Hs7Jd0Kf3Lg6Qa9Wz2Xc5Vb8Nm1Tp4Ry
        response:
          data:
            refreshSession:
              accessToken: ${jwt(...renewed)}
              expiresIn: 3600
              refreshToken: rt_7Gt0Yh3Uj6Ik9Ol2Pa5Sd8Fg1Hj4Kl7Zx
              refreshExpiresIn: 2592000
`;
  const check = (signedIn: [number, number], renewed: [number, number]) =>
    tokenProblems(examplesOf(file, source(signedIn, renewed)));
  const hour = signIn.accessTokenLifetimeSeconds;
  const signedIn: [number, number] = [1793693760, 1793693760 + hour];

  it('a refresh 10 minutes before expiry (CP Pools, 09:06 for a token that expires at 09:16)', () => {
    expect(check(signedIn, [1793696760, 1793700360])).toEqual([
      `${file}.groups[0].operations[1].response.data.refreshSession: the new token is issued at 2026-11-03T09:06:00Z, ` +
        `600 s before the old one (${file}.groups[0].operations[0].response.data.verifySignIn) expires at ` +
        `2026-11-03T09:16:00Z; the apps renew ${accessTokenRenewal.beforeExpirySeconds} s before`,
    ]);
  });

  it('passes the renewal lead from src/data, and a token of another lifetime fails', () => {
    const renewedAt = signedIn[1] - accessTokenRenewal.beforeExpirySeconds;
    expect(check(signedIn, [renewedAt, renewedAt + hour])).toEqual([]);
    expect(check(signedIn, [renewedAt, renewedAt + 2 * hour])).toEqual([
      `${file}.groups[0].operations[1].response.data.refreshSession.accessToken: a JWT valid for ${2 * hour} s (exp − iat), not ${hour} s`,
      `${file}.groups[0].operations[1].response.data.refreshSession: expiresIn 3600, but the JWT is valid for ${2 * hour} s`,
    ]);
  });

  it('an ES256 signature of 61 bytes (the Assets refresh example until review pass 98)', () => {
    const token = jwt(...signedIn).replace(/[^.]+$/, Buffer.alloc(61, 1).toString('base64url'));
    expect(signatureProblem(token)).toBe('a JWT whose header says ES256 has a 61-byte signature, not 64');
    expect(signatureProblem(jwt(...signedIn))).toBeUndefined();
  });
});
