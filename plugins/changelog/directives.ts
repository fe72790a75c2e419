/**
 * Leaf directives plugins/changelog expands. plugins/reference rejects directives it does not know and skips these.
 */
export const changelogDirectives = ['api-changelog', 'deprecation-policy'] as const;
