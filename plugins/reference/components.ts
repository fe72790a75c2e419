/** The MDX components reference directives expand into; src/theme/MDXComponents provides each. */
export const referenceComponents = {
  ApiExplorer: 'ApiExplorer',
  GraphqlRun: 'GraphqlRun',
  HttpEndpoint: 'HttpEndpoint',
  ReferenceDownload: 'ReferenceDownload',
  AnchorTarget: 'AnchorTarget',
  Tabs: 'Tabs',
  TabItem: 'TabItem',
} as const;
