import {products} from '../../../src/data/platform';
import type {ReferenceBundle} from '../load';
import type {SdkModule} from './model';
import {graphqlSdkModule} from './graphql';
import {restSdkModule} from './rest';

const cache = new WeakMap<ReferenceBundle, SdkModule[]>();

/**
 * The SDK's modules, one per product in the platform's order: each wraps its product's REST API, or
 * its GraphQL API when the product has no REST API (CP Pools). SDK methods anywhere else would
 * document a client module that does not exist, so they are an error.
 */
export function sdkModules(bundle: ReferenceBundle): SdkModule[] {
  const cached = cache.get(bundle);
  if (cached) return cached;
  const modules = products.flatMap((product) => {
    const rest = product.rest ? bundle.rest.find((api) => api.id === product.id) : undefined;
    const graphql = product.rest ? undefined : bundle.graphql.find((api) => api.id === product.id);
    const module = rest ? restSdkModule(rest) : graphql ? graphqlSdkModule(graphql) : undefined;
    return module ? [module] : [];
  });
  const elsewhere = [
    ...bundle.rest.filter((api) => !modules.some((module) => module.source === api.file) && restSdkModule(api)),
    ...bundle.graphql.filter(
      (api) => !modules.some((module) => module.source === api.schemaFile) && graphqlSdkModule(api),
    ),
  ];
  if (elsewhere.length > 0) {
    const files = elsewhere.map((api) => ('file' in api ? api.file : api.schemaFile)).join(', ');
    throw new Error(
      `${files}: SDK methods belong in a product's REST API, or in its GraphQL API when it has no REST API`,
    );
  }
  cache.set(bundle, modules);
  return modules;
}

/** The module a `::sdk-methods{api}` or `::sdk-types{api}` directive renders. */
export function sdkModule(bundle: ReferenceBundle, apiId: string, file: string): SdkModule {
  const module = sdkModules(bundle).find((candidate) => candidate.apiId === apiId);
  if (!module)
    throw new Error(
      `${file}: no SDK module "${apiId}" (have: ${
        sdkModules(bundle)
          .map((candidate) => candidate.apiId)
          .join(', ') || 'none'
      })`,
    );
  return module;
}
