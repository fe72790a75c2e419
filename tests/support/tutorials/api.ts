import type {RestApi, ReferenceBundle} from '@site/plugins/reference/load';
import {graphqlExplorerData} from '@site/plugins/reference/graphql/explorer';
import {graphqlMock, runOperation, type GraphqlMock} from '@site/src/lib/graphqlMock/run';
import {credentialProblem, type MockCredentials} from '../mockApi/readRequest';
import {problemBody, startMockApi, type Answer, type MockApi, type OtherEndpoint} from '../mockApi/server';
import {clockHeader, type TutorialClock} from './clock';

/** What the tutorial API answers a valid request with. */
export type TutorialAnswer = Answer;

/** What the tutorial API answers a GraphQL root field with, after the mock ran it (state the REST API shares). */
export type GraphqlFollowUp = (
  api: string,
  field: string,
  value: unknown,
  variables: Record<string, unknown>,
) => unknown;

/** The GraphQL mock of each API that has one, by product id. */
export function graphqlMocks(reference: ReferenceBundle): Map<string, GraphqlMock> {
  return new Map(reference.graphql.map((api) => [api.id, graphqlMock(graphqlExplorerData(api))]));
}

/** The credentials the GraphQL schemas name (reference/graphql/*.graphql): an API key or an access token. */
const graphqlSchemes = ['apiKey', 'accessToken'];

/** Each product's GraphQL endpoint (`/{product}/graphql`), answered by the GraphQL Run panel's mock. */
function graphqlEndpoint(
  mocks: Map<string, GraphqlMock>,
  credentials: MockCredentials,
  follow: GraphqlFollowUp | undefined,
): OtherEndpoint {
  return async ({method, pathname, headers, body}) => {
    const product = /^\/([\w-]+)\/graphql$/.exec(pathname)?.[1];
    if (!product || method !== 'POST') return undefined;
    const operation = `${product}:graphql`;
    const mock = mocks.get(product);
    const refused = (status: number, detail: string) => ({
      operation,
      status,
      body: problemBody(status, detail),
      problems: [detail],
    });
    if (!mock) return refused(404, `no GraphQL API for ${product}`);
    const credential = credentialProblem(graphqlSchemes, headers, credentials);
    if (credential !== undefined) return refused(401, credential);
    const {query, variables = {}} = JSON.parse(body.toString('utf8')) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const result = await runOperation(mock, query, JSON.stringify(variables));
    const json = {'content-type': 'application/json'};
    if (result.problems.length > 0)
      return {
        operation,
        status: 400,
        body: {errors: result.problems},
        headers: json,
        problems: result.problems.map((problem) => problem.message),
      };
    const data = (result.response?.data ?? {}) as Record<string, unknown>;
    const followed = Object.fromEntries(
      Object.entries(data).map(([field, value]) => [field, follow?.(product, field, value, variables) ?? value]),
    );
    return {operation, status: 200, body: {...result.response, data: followed}, headers: json, problems: []};
  };
}

/**
 * One tutorial's Assetra API: the test mock of every REST operation (`tests/support/mockApi`), answered by `answer`,
 * and each product's GraphQL endpoint. Each request moves the tutorial's clock to its script's.
 */
export function startTutorialApi(options: {
  rest: RestApi[];
  graphql: Map<string, GraphqlMock>;
  credentials: MockCredentials;
  clock: TutorialClock;
  answer: TutorialAnswer;
  followGraphql?: GraphqlFollowUp;
}): Promise<MockApi> {
  return startMockApi(options.rest, {
    credentials: options.credentials,
    answer: options.answer,
    other: graphqlEndpoint(options.graphql, options.credentials, options.followGraphql),
    onRequest: (headers) => options.clock.see(headers[clockHeader]),
  });
}
