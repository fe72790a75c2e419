import type {ReferenceBundle} from '../load';
import type {ReferenceFormat} from '../format';
import {placedSdkModule, sdkAnchor, type Item} from '../items';
import type {SdkModule} from './model';
import {sdkModules} from './modules';
import {renderSdkMethods, renderSdkTypes} from './render';

const methodItems = (module: SdkModule): Item[] =>
  module.methods.map((method) => ({
    kind: 'sdk-method',
    key: `${module.apiId}:${method.name}`,
    anchor: sdkAnchor(method.name),
  }));

/**
 * The SDK's modules, made from the REST and GraphQL documents (`x-sdk-method`): no files of its own, so it loads
 * nothing and publishes nothing.
 */
export const sdkFormat: ReferenceFormat<object, ReferenceBundle> = {
  folders: [],
  load: () => ({}),
  directives: {
    'sdk-methods': {
      items: (bundle, placement) => methodItems(placedSdkModule(bundle, placement)),
      render: (context, placement) => renderSdkMethods(context, placedSdkModule(context.bundle, placement)),
    },
    'sdk-types': {render: ({bundle}, placement) => renderSdkTypes(placedSdkModule(bundle, placement))},
  },
  items: (bundle) => sdkModules(bundle).flatMap(methodItems),
};
