/** The MDX component this plugin writes for each fenced code block; src/theme/MDXComponents provides it. */
export const codeBlocksComponents = {CodeBlock: 'CodeBlock'} as const;
