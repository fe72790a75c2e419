import {describe, expect, it} from 'vitest';
import {declaredConnectSources} from '@site/plugins/support/connectSources';
import {declaredKeyboardHints} from '@site/plugins/support/keyboardHint';

// What plugins tell the rest of the site without either naming the other (plugins/support).

describe('origins a plugin declares for the CSP', () => {
  it('gathers every loaded plugin’s origins once each, in plugin order, and skips plugins that declare none', () => {
    expect(
      declaredConnectSources([
        {name: 'a', content: {connectSources: ['https://a.example', 'https://b.example:8443']}},
        {name: 'b', content: undefined},
        {name: 'c', content: {pages: []}},
        {name: 'd', content: {connectSources: ['https://a.example', 'https://APP1-dsn.algolia.net']}},
      ]),
    ).toEqual(['https://a.example', 'https://b.example:8443', 'https://APP1-dsn.algolia.net']);
  });

  it('fails the build, naming the plugin, on anything that is not an origin', () => {
    for (const connectSources of [
      ['https://a.example; script-src *'],
      ['https://a.example/path'],
      ['a.example'],
      ["'unsafe-eval'"],
      'https://a.example',
    ])
      expect(() => declaredConnectSources([{name: 'bad-plugin', content: {connectSources}}])).toThrow(
        /Plugin bad-plugin declares connectSources that are not origins/,
      );
  });
});

describe('keyboard hints a plugin declares in its global data', () => {
  const hint = {action: 'Search the docs', keys: [['/']], then: 'type'};

  it('reads each plugin instance’s hint, and nothing from data without one', () => {
    expect(
      declaredKeyboardHints({
        'assetra-search': {default: {backend: {mode: 'local'}, keyboardHint: hint}},
        'docusaurus-plugin-content-docs': {default: {path: '/docs'}},
        'other-plugin': {default: null, second: {keyboardHint: {action: 'Broken', keys: 'K', then: ''}}},
      }),
    ).toEqual([hint]);
  });
});
