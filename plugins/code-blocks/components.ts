/** The MDX component this plugin writes for each fenced code block; the remark step imports it into the page. */
export const codeBlocksComponents = {CodeBlock: 'CodeBlock'} as const;
