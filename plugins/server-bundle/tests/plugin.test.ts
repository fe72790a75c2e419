import {describe, expect, it} from 'vitest';
import serverBundlePlugin from '../index';

describe('the server bundle’s options', () => {
  const configure = (isServer: boolean) =>
    (serverBundlePlugin().configureWebpack as (config: object, isServer: boolean) => object)({}, isServer);

  it('leaves the server bundle’s modules unjoined, and the client bundles as Docusaurus makes them', () => {
    expect(configure(true)).toEqual({optimization: {concatenateModules: false}});
    expect(configure(false)).toEqual({});
  });
});
