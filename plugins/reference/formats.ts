import {downloadsFormat} from './downloads';
import {directivesOf, type Formats} from './format';
import {graphqlFormat} from './graphql/format';
import type {ReferenceBundle} from './load';
import {openApiFormat} from './openapi/format';
import {sdkFormat} from './sdk/format';
import {solidityFormat} from './solidity/format';

/**
 * The reference formats the site renders. A new format is a folder with a `format.ts` implementing
 * `ReferenceFormat`, listed here and given its part of `ReferenceBundle` (load.ts).
 */
export const siteFormats = [
  openApiFormat,
  graphqlFormat,
  solidityFormat,
  sdkFormat,
  downloadsFormat,
] as const satisfies Formats<ReferenceBundle>;

/** The directives a docs page may hold, such as `::openapi-operations{api="pools" tag="Lend"}`. */
export const directiveNames: readonly string[] = [...directivesOf(siteFormats).keys()];
