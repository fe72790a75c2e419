import path from 'node:path';
import type {MagicCommentConfig} from '../../config/prism';

// The classic theme's own parsing of code block titles, line numbers and highlighted lines (metastring
// ranges and magic comments), so build-time blocks read their Markdown exactly as the theme's CodeBlock
// would. `@docusaurus/theme-common/internal` also exports React hooks Node cannot load, so this takes
// the one module that holds these functions (pinned by tests/internals.test.ts).

interface CodeBlockUtils {
  parseCodeBlockTitle: (metastring?: string) => string;
  containsLineNumbers: (metastring?: string) => boolean;
  parseLines: (
    content: string,
    options: {metastring: string | undefined; language: string | undefined; magicComments: MagicCommentConfig[]},
  ) => {lineClassNames: Record<number, string[]>; code: string};
}

export const codeBlockUtilsPath = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'utils',
  'codeBlockUtils.js',
);

// A module loaded by path, past the package's exports:
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const {parseCodeBlockTitle, containsLineNumbers, parseLines} = require(codeBlockUtilsPath) as CodeBlockUtils;
