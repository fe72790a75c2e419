/** URL folder the reference files are published under: /reference/rest/pools.openapi.yaml and so on. */
export const publishedReferencePath = 'reference';

/** URL folder of the API explorers' data: one JSON file per REST operation and one per GraphQL API. */
export const explorerDataPath = 'explorer';

/** /explorer/rest/pools/buildBorrow.json: what the REST explorer of one operation loads when opened. */
export const restExplorerFile = (api: string, operationId: string) =>
  `${explorerDataPath}/rest/${api}/${operationId}.json`;

/** /explorer/rest/pools/buildBorrow.validate.js: the operation's validators, an ES module the build generates. */
export const restValidatorsFile = (api: string, operationId: string) =>
  `${explorerDataPath}/rest/${api}/${operationId}.validate.js`;

/** /explorer/graphql/pools.json: the schema and examples the GraphQL Run panel loads when opened. */
export const graphqlExplorerFile = (api: string) => `${explorerDataPath}/graphql/${api}.json`;
