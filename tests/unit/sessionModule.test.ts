import fs from 'node:fs';
import path from 'node:path';
import {afterAll, afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {pageSnippets} from '../support/snippets/extract';
import {sessionWorld, type SessionWorld} from '../support/sessionWorld';
import {repoRoot} from '../support/paths';

/**
 * The Authentication page's browser module, run as a reader's app runs it: against a wallet and the sign-in API of
 * tests/support/sessionWorld. Its promises (one sign-in, a renewal before expiry shared by overlapping calls, a lost
 * renewal answer recovered under its key, a 401 that renews and resends) are what other pages build on.
 */
const page = 'docs/introduction/authentication.mdx';
const source = pageSnippets(repoRoot, page).find((snippet) => snippet.title === 'assetra-session.ts')!.code;
const generated = path.join(repoRoot, 'tests/.generated');

type SessionModule = {
  authorisedFetch: (url: string, init?: RequestInit) => Promise<Response>;
  currentAccessToken: (rejected?: string) => Promise<string>;
  signOut: () => Promise<void>;
};

let loads = 0;
/** A fresh copy of the module, so each test starts signed out. */
async function loadModule(): Promise<SessionModule> {
  fs.mkdirSync(generated, {recursive: true});
  const file = path.join(generated, `assetra-session-${process.pid}-${(loads += 1)}.ts`);
  fs.writeFileSync(file, source);
  return (await import(/* @vite-ignore */ file)) as SessionModule;
}

const pools = 'https://api.sandbox.assetra.dev/pools/v1/pools?limit=2';
let world: SessionWorld;
let session: SessionModule;

beforeEach(async () => {
  world = sessionWorld();
  vi.useFakeTimers({toFake: ['Date']});
  vi.setSystemTime(new Date('2026-11-02T09:25:00Z'));
  vi.stubGlobal('window', {ethereum: world.ethereum, location: {host: 'app.example', origin: 'https://app.example'}});
  vi.stubGlobal('fetch', world.fetch);
  session = await loadModule();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

afterAll(() => {
  for (let load = 1; load <= loads; load += 1)
    fs.rmSync(path.join(generated, `assetra-session-${process.pid}-${load}.ts`), {force: true});
});

describe('the Authentication page’s browser module', () => {
  it('found its block on the page', () => {
    expect(source).toContain('export async function authorisedFetch');
  });

  it('signs in once, on Base Sepolia, and reuses the token', async () => {
    expect((await session.authorisedFetch(pools)).status).toBe(200);
    expect((await session.authorisedFetch(pools)).status).toBe(200);
    expect(world.chain).toBe('Base Sepolia');
    expect([world.authCalls('nonce').length, world.authCalls('verify').length]).toEqual([1, 1]);
  });

  it('renews two minutes before expiry, once for overlapping calls', async () => {
    const first = await session.currentAccessToken();
    vi.setSystemTime(new Date('2026-11-02T10:23:30Z'));
    const answers = await Promise.all([1, 2, 3].map(() => session.authorisedFetch(pools)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(world.authCalls('refresh')).toHaveLength(1);
    expect(await session.currentAccessToken()).not.toBe(first);
  });

  it('recovers a renewal whose answer was lost by sending it again under the same key', async () => {
    await session.currentAccessToken();
    vi.setSystemTime(new Date('2026-11-02T10:24:00Z'));
    world.loseNextRefreshAnswer();
    await expect(session.currentAccessToken()).rejects.toThrow('Failed to fetch');
    expect((await session.authorisedFetch(pools)).status).toBe(200);
    const keys = world.authCalls('refresh').map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(world.authCalls('verify')).toHaveLength(1);
  });

  it('after a 401 for a token the clock still counts valid, renews and sends once more under a new key', async () => {
    await session.currentAccessToken();
    world.revokeAll();
    const key = 'c0a8e1f2-7b3d-4e5a-9f60-2b1c3d4e5f67';
    const answer = await session.authorisedFetch(pools, {method: 'DELETE', headers: {'Idempotency-Key': key}});
    expect(answer.status).toBe(200);
    const product = world.sent.filter((request) => request.url === pools);
    expect(product.map((request) => request.idempotencyKey?.length)).toEqual([key.length, 36]);
    expect(product[1]!.idempotencyKey).not.toBe(key);
    expect(product[1]!.authorization).not.toBe(product[0]!.authorization);
    // The refresh token went with the revoked session, so the module signed in again.
    expect([world.authCalls('refresh').length, world.authCalls('verify').length]).toEqual([1, 2]);
  });

  it('after a GraphQL UNAUTHENTICATED in a 200 answer, renews and sends once more', async () => {
    await session.currentAccessToken();
    world.revokeAll();
    const graphql = 'https://api.sandbox.assetra.dev/pools/graphql';
    const answer = await session.authorisedFetch(graphql, {
      method: 'POST',
      body: '{"query":"{ pools { nodes { id } } }"}',
    });
    expect(await answer.json()).toEqual({data: {pools: {nodes: []}}});
    const product = world.sent.filter((request) => request.url === graphql);
    expect(product).toHaveLength(2);
    expect(product[1]!.authorization).not.toBe(product[0]!.authorization);
  });

  it('signs out without a new sign-in, also when the server has already ended the session', async () => {
    await session.currentAccessToken();
    await session.signOut();
    const signOuts = world.sent.filter((request) => request.method === 'DELETE');
    expect(signOuts).toHaveLength(1);
    expect((await session.authorisedFetch(pools)).status).toBe(200);
    world.revokeAll();
    await session.signOut();
    expect(world.authCalls('verify')).toHaveLength(2);
  });

  it('signs out with a renewed token when the server finds the token expired', async () => {
    await session.currentAccessToken();
    world.expireAccessTokens();
    await session.signOut();
    const signOuts = world.sent.filter((request) => request.method === 'DELETE');
    expect(signOuts).toHaveLength(2);
    expect(signOuts[1]!.authorization).not.toBe(signOuts[0]!.authorization);
    // The server ended the session: the refresh token is spent, so the next call signs in again.
    expect((await session.authorisedFetch(pools)).status).toBe(200);
    expect(world.authCalls('verify')).toHaveLength(2);
  });

  it('hands React’s getAccessToken a renewed token for the one a call was refused', async () => {
    const refused = await session.currentAccessToken();
    expect(await session.currentAccessToken()).toBe(refused);
    expect(await session.currentAccessToken(refused)).not.toBe(refused);
    expect(world.authCalls('refresh')).toHaveLength(1);
  });
});
