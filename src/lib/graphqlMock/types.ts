/** What the GraphQL Run panel loads for one API, written at build time by plugins/reference/graphql/explorer.ts. */
export interface GraphqlExplorerData {
  /** `pools` for reference/graphql/pools.graphql */
  api: string;
  sdl: string;
  /** Every validated example of the API: its root field, operation, variables and response. */
  examples: {field: string; operation: string; variables: Record<string, unknown>; response: {data: unknown}}[];
}
