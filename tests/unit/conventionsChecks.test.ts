import {buildSchema} from 'graphql';
import {describe, expect, it} from 'vitest';
import {
  authProblems,
  errorProblems,
  graphqlAuthProblems,
  graphqlEnumCasingProblems,
  graphqlErrorCodeProblems,
  graphqlExampleIdProblems,
  graphqlPaginationProblems,
  idPatternProblems,
  idPrefixes,
  paginationProblems,
  restConfirmationProblems,
  restEnumCasingProblems,
  restExampleIdProblems,
  restFiles,
  transactionStatusProblems,
  type GraphqlFile,
  type RestFile,
} from '../support/conventions';

/**
 * Each conventions check fails on what the issue found: the contradictions are put back into a copy of a real
 * document (or a small schema), and the check must name the file and the operation.
 */

const pristine = restFiles();
const prefixes = idPrefixes(pristine);
const copy = (api: string): RestFile => structuredClone(pristine.find((file) => file.api === api)!);

describe('conventions checks fail on broken documents', () => {
  it('a lower-case REST enum (Pools REST had `active`, Assets REST `ACTIVE`)', () => {
    const pools = copy('pools');
    pools.doc.components!.schemas!.PoolStatus!.enum = ['deploying', 'active', 'paused'];
    expect(restEnumCasingProblems(pools)).toEqual([
      'reference/rest/pools.openapi.yaml PoolStatus: enum value "deploying" is not UPPER_SNAKE_CASE',
      'reference/rest/pools.openapi.yaml PoolStatus: enum value "active" is not UPPER_SNAKE_CASE',
      'reference/rest/pools.openapi.yaml PoolStatus: enum value "paused" is not UPPER_SNAKE_CASE',
    ]);
  });

  it('the transaction-status path of Pools and Engage before (/transactions/{chainId}/{hash})', () => {
    const engage = copy('engage');
    const paths = engage.doc.paths;
    paths['/transactions/{chainId}/{hash}'] = paths['/chains/{chainId}/transactions/{hash}']!;
    delete paths['/chains/{chainId}/transactions/{hash}'];
    expect(transactionStatusProblems(engage)).toContain(
      'reference/rest/engage.openapi.yaml getTransactionStatus: path /transactions/{chainId}/{hash}, ' +
        'the conventions say /chains/{chainId}/transactions/{hash}',
    );
  });

  it('a missing role answered as FORBIDDEN (Pools and Engage before)', () => {
    const pools = copy('pools');
    const forbidden = pools.doc.paths['/admin/pools/{poolId}/pause']!.post!.responses['403'] as {
      content: Record<string, {examples: Record<string, {value: Record<string, unknown>}>}>;
    };
    const example = forbidden.content['application/problem+json']!.examples.missingRole!.value;
    Object.assign(example, {
      code: 'FORBIDDEN',
      type: 'https://docs.assetra.dev/docs/pools/back-end/backend-overview#forbidden',
    });
    expect(errorProblems(pools)).toEqual([
      'reference/rest/pools.openapi.yaml buildPause: a missing contract role is MISSING_ROLE, not FORBIDDEN',
    ]);
  });

  it('a status that differs from the shared code table', () => {
    const lease = copy('lease');
    const branch = lease.doc.components!.schemas!.ProblemCode!.oneOf!.find((b) => b.const === 'FORBIDDEN')!;
    branch['x-http-status'] = 401;
    expect(errorProblems(lease)).toContain(
      'reference/rest/lease.openapi.yaml ProblemCode: FORBIDDEN is 401, the conventions say 403',
    );
  });

  it('the crossed refresh names (Assets REST refreshAccessToken) and a refresh without a refresh token', () => {
    const assets = copy('assets');
    assets.doc.paths['/auth/refresh']!.post!.operationId = 'refreshAccessToken';
    expect(authProblems(assets)).toEqual(
      expect.arrayContaining([
        'reference/rest/assets.openapi.yaml refreshAccessToken: the refresh operation is refreshSession',
        'reference/rest/assets.openapi.yaml refreshAccessToken: POST /auth/refresh is refreshSession',
      ]),
    );
    const pools = copy('pools');
    delete pools.doc.paths['/auth/refresh'];
    expect(authProblems(pools)).toEqual([
      'reference/rest/pools.openapi.yaml: POST /auth/refresh (refreshSession) is missing',
    ]);
  });

  it('a list without the cursor parameter', () => {
    const pools = copy('pools');
    const listPools = pools.doc.paths['/pools']!.get!;
    listPools.parameters = listPools.parameters!.filter(
      (parameter) => !('$ref' in parameter && /Cursor$/.test(parameter.$ref)),
    );
    expect(paginationProblems(pools)).toEqual([
      'reference/rest/pools.openapi.yaml listPools: a list without the cursor parameter',
    ]);
  });

  it('the Engage project id pattern that accepted I, L, O and U, and ids that break the format', () => {
    const engage = copy('engage');
    engage.doc.components!.schemas!.ProjectId!.pattern = '^prj_[0-9A-Z]{26}$';
    expect(idPatternProblems(engage)).toEqual([
      'reference/rest/engage.openapi.yaml components.schemas.ProjectId: ' +
        'id pattern ^prj_[0-9A-Z]{26}$ is not ^prj_[0-9A-HJKMNP-TV-Z]{26}$',
    ]);
    const getProject = engage.doc.paths['/projects/{projectId}']!.get!;
    const ok = getProject.responses['200'] as {
      content: Record<string, {examples: Record<string, {value: {id: string}}>}>;
    };
    const [example] = Object.values(ok.content['application/json']!.examples);
    example!.value.id = 'prj_01JF3K7Q2W8E5R6T9Y1U4I0OPA';
    expect(restExampleIdProblems(engage, prefixes)).toEqual([
      'reference/rest/engage.openapi.yaml getProject: id prj_01JF3K7Q2W8E5R6T9Y1U4I0OPA is not a prefix and a ULID',
    ]);
  });

  it('confirmations that differ from src/data/networks', () => {
    const pools = copy('pools');
    const networks = pools.doc.paths['/networks']!.get!.responses['200'] as {
      content: Record<string, {examples: Record<string, {value: {data: {requiredConfirmations: number}[]}}>}>;
    };
    Object.values(networks.content['application/json']!.examples)[0]!.value.data[0]!.requiredConfirmations = 12;
    expect(restConfirmationProblems(pools)).toEqual([
      'reference/rest/pools.openapi.yaml listNetworks: chain 84532 requires 150 confirmations, not 12',
    ]);
  });

  it('GraphQL: lower-case enums, the old Engage refresh mutation, offset arguments, FORBIDDEN for a role', () => {
    const schema = buildSchema(`
      enum Status { active }
      type SignInResult { accessToken: String! expiresIn: Int! }
      type Query { items(limit: Int): [String!]! }
      type Mutation {
        requestSignInNonce: String
        verifySignIn: SignInResult
        refreshAccessToken: SignInResult
        signOut: Boolean
        "Errors: \`FORBIDDEN\` when \`account\` lacks \`POOL_OWNER_ROLE\`."
        buildCreatePool: String
      }
    `);
    const file: GraphqlFile = {
      api: 'broken',
      file: 'reference/graphql/broken.graphql',
      examplesFile: 'reference/graphql/broken.examples.yaml',
      schema,
      examples: {
        groups: [
          {
            id: 'g',
            title: 'G',
            operations: [
              {field: 'Query.items', operation: '', response: {data: {items: ['cpp_01JE44E3G5J7K9N1Q3S5V7X9Z1B']}}},
            ],
          },
        ],
      },
    };
    expect(graphqlEnumCasingProblems(file)).toEqual([
      'reference/graphql/broken.graphql enum Status: value active is not UPPER_SNAKE_CASE',
    ]);
    expect(graphqlAuthProblems(file)).toEqual([
      'reference/graphql/broken.graphql Mutation.refreshSession: missing',
      'reference/graphql/broken.graphql Mutation.refreshAccessToken: the refresh mutation is refreshSession',
      'reference/graphql/broken.graphql SignInResult: lacks refreshToken',
      'reference/graphql/broken.graphql SignInResult: lacks refreshExpiresIn',
    ]);
    expect(graphqlPaginationProblems(file)).toEqual([
      'reference/graphql/broken.graphql Query.items: argument limit; lists use first and after',
    ]);
    expect(graphqlErrorCodeProblems(file)).toEqual([
      'reference/graphql/broken.graphql Mutation.buildCreatePool: a missing contract role is MISSING_ROLE',
    ]);
    expect(graphqlExampleIdProblems(file, new Set(['cpp']))).toEqual([
      'reference/graphql/broken.examples.yaml Query.items: response.data.items[0] ' +
        'cpp_01JE44E3G5J7K9N1Q3S5V7X9Z1B is not a prefix and a ULID',
    ]);
  });
});
