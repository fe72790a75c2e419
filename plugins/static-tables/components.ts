/** The MDX components this plugin writes (tables, prose, headings); src/theme/MDXComponents provides them. */
export const staticTablesComponents = {
  StaticTable: 'StaticTable',
  StaticHtml: 'StaticHtml',
  StaticHeading: 'StaticHeading',
} as const;
