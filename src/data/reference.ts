/** URL folder the reference files are published under: /reference/rest/pools.openapi.yaml and so on. */
export const publishedReferencePath = 'reference';
