import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tokenStylesheet} from './tokenStyles';

/**
 * Code is highlighted at build time (./remark.ts), so the bundles need no highlighter: this writes the
 * token stylesheet the blocks' classes use, and points prism-react-renderer (Prism and its grammars,
 * which the classic theme imports at start-up) at an empty module. tests/unit/noRuntimeHighlighter
 * checks that no client chunk holds a grammar.
 */
export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'assetra-code-blocks', 'tokens.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, tokenStylesheet());
  return {
    name: 'assetra-code-blocks',
    getClientModules: () => [stylesheet],
    configureWebpack: () => ({resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'noHighlighter.ts')}}}),
  };
}
