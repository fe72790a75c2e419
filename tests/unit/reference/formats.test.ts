import {describe, expect, expectTypeOf, it} from 'vitest';
import {directivesOf} from '@site/plugins/reference/format';
import {siteFormats} from '@site/plugins/reference/formats';
import {loadReference, type ReferenceBundle} from '@site/plugins/reference/load';

/** One part of the bundle per format, merged: what `loadBundle` builds from the site's formats. */
type Parts = ReturnType<(typeof siteFormats)[number]['load']>;
type Merged<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer All) => void
  ? All
  : never;

/** Each assignable to the other (a deep type equality stumbles on graphql-js' classes). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe("the site's reference formats", () => {
  it('load exactly the bundle the renderers are typed against (a format added, dropped or renamed fails tsc here)', () => {
    expectTypeOf<Same<{dir: string} & Merged<Parts>, ReferenceBundle>>().toEqualTypeOf<true>();
    expect(Object.keys(loadReference()).sort()).toEqual([
      'compilation',
      'contracts',
      'dir',
      'graphql',
      'rest',
      'sources',
    ]);
  });

  it('claim each directive once', () => {
    expect([...directivesOf(siteFormats).keys()].sort()).toEqual([
      'contract-reference',
      'graphql-operations',
      'openapi-errors',
      'openapi-operations',
      'openapi-types',
      'reference-downloads',
      'sdk-methods',
      'sdk-types',
    ]);
  });
});
