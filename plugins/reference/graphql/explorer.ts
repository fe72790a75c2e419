import type {GraphqlExplorerData} from '../../../src/lib/graphqlMock/types';
import type {GraphqlApi} from '../load';

/** The SDL and every example operation of an API, for the in-browser mock the Run panel executes against. */
export function graphqlExplorerData(api: GraphqlApi): GraphqlExplorerData {
  return {
    api: api.id,
    sdl: api.sdl,
    examples: api.examples.groups.flatMap((group) =>
      group.operations.map((example) => ({
        field: example.field,
        operation: example.operation,
        variables: example.variables ?? {},
        response: example.response,
      })),
    ),
  };
}
