/** The MDX component this plugin writes for each static table; src/theme/MDXComponents provides it. */
export const staticTablesComponents = {StaticTable: 'StaticTable'} as const;
