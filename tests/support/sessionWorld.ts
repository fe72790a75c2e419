/**
 * A Sandbox for the Authentication page's browser module: an injected wallet (EIP-1193) and Assetra's sign-in and
 * product endpoints, small enough to follow one session through sign-in, renewal, lost answers and revocation.
 */

const authBase = 'https://api.sandbox.assetra.dev/assets/v1/auth';
const accessTokenSeconds = 3600;
/** Base Sepolia, the chain the module moves the wallet to. */
const baseSepoliaHex = '0x14a34';

export interface SentRequest {
  method: string;
  url: string;
  authorization: string | null;
  idempotencyKey: string | null;
}

/** A JWT whose payload carries `exp`; the module reads nothing else from it. */
function jwt(exp: number, serial: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({alg: 'ES256', typ: 'JWT'})}.${part({exp, jti: `at_${serial}`})}.${Buffer.alloc(64).toString('base64url')}`;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});

export function sessionWorld() {
  let serial = 0;
  let chain = '0x1';
  const validAccess = new Set<string>();
  const liveRefresh = new Set<string>();
  /** Answers kept under their Idempotency-Key, as the API keeps them for 24 hours. */
  const kept = new Map<string, {status: number; body: unknown}>();
  const sent: SentRequest[] = [];
  /** Lose the answer of the next refresh after carrying it out, as a dropped connection would. */
  let loseNextRefreshAnswer = false;

  const issue = () => {
    serial += 1;
    const accessToken = jwt(Math.floor(Date.now() / 1000) + accessTokenSeconds, serial);
    const refreshToken = `rt_${serial}`;
    validAccess.add(accessToken);
    liveRefresh.add(refreshToken);
    return {accessToken, refreshToken, expiresIn: accessTokenSeconds};
  };

  const ethereum = {
    async request({method, params}: {method: string; params?: unknown[]}): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return ['0xafb269237828e6798a9ba7ebee7587ba8c43a779'];
        case 'eth_chainId':
          return chain;
        case 'wallet_switchEthereumChain':
          chain = (params?.[0] as {chainId: string}).chainId;
          return null;
        case 'personal_sign':
          return `0x${'11'.repeat(65)}`;
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), {code: 4200});
      }
    },
  };

  async function auth(path: string, body: Record<string, string>, key: string): Promise<Response> {
    const replay = kept.get(key);
    if (replay) return json(replay.status, replay.body);
    let answer: {status: number; body: unknown};
    if (path === 'nonce') {
      const now = Date.now();
      answer = {
        status: 201,
        body: {
          nonce: `n${serial}x7Kq2LmP9v`,
          issuedAt: new Date(now).toISOString(),
          expiresAt: new Date(now + 300_000).toISOString(),
        },
      };
    } else if (path === 'verify') answer = {status: 200, body: issue()};
    else if (path === 'refresh' && liveRefresh.delete(body.refreshToken!)) answer = {status: 200, body: issue()};
    else answer = {status: 401, body: {code: 'REFRESH_TOKEN_INVALID', detail: 'The refresh token is not valid.'}};
    kept.set(key, answer);
    if (path === 'refresh' && loseNextRefreshAnswer) {
      loseNextRefreshAnswer = false;
      throw new TypeError('Failed to fetch');
    }
    return json(answer.status, answer.body);
  }

  async function fetch(input: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url: input,
      authorization: headers.get('Authorization'),
      idempotencyKey: headers.get('Idempotency-Key'),
    };
    sent.push(request);
    if (input.startsWith(`${authBase}/`) && request.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      return auth(input.slice(authBase.length + 1), body, request.idempotencyKey ?? '');
    }
    const token = request.authorization?.replace(/^Bearer /, '') ?? '';
    const graphql = input.endsWith('/graphql');
    if (!validAccess.has(token))
      return graphql
        ? json(200, {
            data: null,
            errors: [{message: 'The access token is not valid.', extensions: {code: 'UNAUTHENTICATED'}}],
          })
        : json(401, {code: 'UNAUTHENTICATED', detail: 'The access token is not valid.'});
    if (input === `${authBase}/session` && request.method === 'DELETE') {
      validAccess.clear();
      liveRefresh.clear();
      return new Response(null, {status: 204});
    }
    return json(200, graphql ? {data: {pools: {nodes: []}}} : {data: []});
  }

  return {
    ethereum,
    fetch,
    sent,
    /** Requests to one endpoint of the sign-in API (`nonce`, `verify`, `refresh`). */
    authCalls: (path: string) => sent.filter((request) => request.url === `${authBase}/${path}`),
    /** Ends every session, as a refresh token presented twice or a sign-out elsewhere does. */
    revokeAll() {
      validAccess.clear();
      liveRefresh.clear();
    },
    /** Lets the access tokens expire on the server while the refresh token lives: what a slow browser clock meets. */
    expireAccessTokens() {
      validAccess.clear();
    },
    loseNextRefreshAnswer() {
      loseNextRefreshAnswer = true;
    },
    get chain() {
      return chain === baseSepoliaHex ? 'Base Sepolia' : chain;
    },
  };
}

export type SessionWorld = ReturnType<typeof sessionWorld>;
