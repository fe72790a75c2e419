import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tokenStylesheet} from './tokenStyles';

/**
 * Code blocks highlighted at build time, as one folder: the remark step (./remark.ts, listed in
 * config/remarkPipeline.ts) makes each fenced block one HTML string; the theme's CodeBlock is replaced (theme/,
 * with a prism-include-languages that registers nothing); the copy and word-wrap buttons work by delegation
 * (client/). This writes the token stylesheet the blocks' classes use, and points prism-react-renderer (Prism and
 * its grammars, which the classic theme imports at start-up) at an empty module, so the bundles hold no highlighter.
 */
export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'assetra-code-blocks', 'tokens.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, tokenStylesheet());
  return {
    name: 'assetra-code-blocks',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [stylesheet, path.join(__dirname, 'client', 'codeBlockButtons.ts')],
    configureWebpack: () => ({resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'noHighlighter.ts')}}}),
  };
}
