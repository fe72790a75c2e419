import {describe, expect, it} from 'vitest';
import {apiKeys} from '@site/src/data/conventions';
import {restFiles} from '../support/conventions';

/**
 * An API key works on every product API, so the key scheme's description of each REST API names every scope a key can
 * carry (a reader of pass 75 found `write` missing from three, after Pools 1.2 and Engage 1.2 added it).
 */
function scopesLeftOut(description: string): string[] {
  const listed = /Scopes: (.*?)(?:\. [A-Z]|$)/s.exec(description)?.[1] ?? '';
  return apiKeys.scopes.map(({scope}) => scope).filter((scope) => !listed.includes(`\`${scope}\``));
}

describe('the API key scheme of every REST API names every scope', () => {
  it.each(restFiles().map((rest) => [rest.file, rest] as const))('%s', (_file, rest) => {
    const schemes = rest.doc.components?.securitySchemes ?? {};
    const keyScheme = Object.values(schemes).find((scheme) => 'in' in scheme && scheme.in === 'header');
    expect(keyScheme?.description).toContain('Scopes:');
    expect(scopesLeftOut(keyScheme?.description ?? '')).toEqual([]);
  });

  it('finds a scope left out of the list', () => {
    expect(
      scopesLeftOut('Scopes: `read` (GET), `transactions` (builders), `admin` (`/admin`). Never ship a key.'),
    ).toEqual(['write']);
  });
});
