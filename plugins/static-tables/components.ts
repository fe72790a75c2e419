/** The MDX components this plugin writes for static tables and prose; src/theme/MDXComponents provides them. */
export const staticTablesComponents = {StaticTable: 'StaticTable', StaticHtml: 'StaticHtml'} as const;
