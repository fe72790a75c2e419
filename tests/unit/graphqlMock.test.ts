import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {graphqlExplorerData} from '@site/plugins/reference/graphql/explorer';
import {graphqlMock, runOperation} from '@site/src/lib/graphqlMock/run';

const bundle = loadReference();

describe('the GraphQL Run panel mock', () => {
  for (const api of bundle.graphql) {
    const data = graphqlExplorerData(api);
    const mock = graphqlMock(data);

    it(`answers every example operation of ${api.schemaFile} with its validated response`, async () => {
      expect(data.examples.length).toBeGreaterThan(0);
      for (const example of data.examples) {
        const result = await runOperation(mock, example.operation, JSON.stringify(example.variables));
        expect(result.problems, example.field).toEqual([]);
        expect(result.response, example.field).toEqual(example.response);
      }
    });
  }

  const pools = graphqlMock(graphqlExplorerData(bundle.graphql.find((api) => api.id === 'pools')!));

  it('names a misspelled field with its line and column, and runs nothing', async () => {
    const result = await runOperation(pools, 'query Session {\n  session {\n    adress\n  }\n}', '');
    expect(result.response).toBeUndefined();
    expect(result.problems).toEqual([
      {
        message: 'Cannot query field "adress" on type "Session". Did you mean "address"?',
        locations: [{line: 3, column: 5}],
      },
    ]);
  });

  it('reports a syntax error and variables that are not JSON before running', async () => {
    const syntax = await runOperation(pools, 'query {\n  session {', '');
    expect(syntax.problems).toHaveLength(1);
    expect(syntax.problems[0]!.message).toMatch(/^Syntax Error/);
    expect(syntax.problems[0]!.locations).toEqual([{line: 2, column: 12}]);
    const variables = await runOperation(pools, 'query { session { address } }', '{address:');
    expect(variables.problems[0]!.message).toMatch(/^Variables are not valid JSON/);
  });

  it('rejects a variable that breaks its scalar rule, with the variable located', async () => {
    const operation =
      'mutation Nonce($address: Address!, $chainId: Int!) {\n  requestSignInNonce(address: $address, chainId: $chainId) { nonce }\n}';
    const result = await runOperation(pools, operation, JSON.stringify({address: '0x12', chainId: 84532}));
    expect(result.response).toBeUndefined();
    expect(result.problems[0]!.message).toMatch(/Address must be a 20-byte address/);
    expect(result.problems[0]!.locations).toEqual([{line: 1, column: 16}]);
  });

  it('answers a field no example has with a valid sample of its type, beside the example data', async () => {
    const result = await runOperation(
      pools,
      'query { pool(id: "pool_01KVQ2D2V06G8J0K2M4P6R8T0V") { id listed createdAt } }',
      '',
    );
    expect(result.problems).toEqual([]);
    expect(result.response).toEqual({
      data: {pool: {id: 'pool_01KVQ2D2V06G8J0K2M4P6R8T0V', listed: false, createdAt: '2026-01-01T00:00:00Z'}},
    });
  });
});
