import {describe, expect, it} from 'vitest';
import {undocumentedDeprecationHeaders} from '@site/plugins/changelog/deprecationHeaders';
import {loadRest} from '@site/plugins/reference/load';

type Operation = {deprecated?: boolean; responses: Record<string, {headers?: Record<string, unknown>}>};

describe('deprecated REST operations document Deprecation and Sunset', () => {
  it('holds for every OpenAPI file of reference/', () => {
    expect(loadRest().flatMap((api) => undocumentedDeprecationHeaders(api.file, api.document))).toEqual([]);
  });

  it('names the file, the operation and the header a deprecated operation leaves out', () => {
    const pools = loadRest().find((api) => api.id === 'pools')!;
    const document = structuredClone(pools.document);
    const operation = (document.paths['/pools/{poolId}'] as unknown as Record<string, Operation>).get!;
    operation.deprecated = true;
    expect(undocumentedDeprecationHeaders(pools.file, document)).toEqual([
      'reference/rest/pools.openapi.yaml › GET /pools/{poolId} (getPool) is deprecated, but its 200 response does not document the `Deprecation` header',
      'reference/rest/pools.openapi.yaml › GET /pools/{poolId} (getPool) is deprecated, but its 200 response does not document the `Sunset` header',
    ]);
    const header = {schema: {type: 'string'}, description: 'When the operation was deprecated or goes away.'};
    operation.responses['200']!.headers = {...operation.responses['200']!.headers, Deprecation: header, Sunset: header};
    expect(undocumentedDeprecationHeaders(pools.file, document)).toEqual([]);
  });
});
