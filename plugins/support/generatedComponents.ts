import type {referenceComponents} from '../reference/components';

/**
 * The MDX components a build-time plugin writes into a page without importing them (the reference's). The MDX scope
 * (src/theme/MDXComponents) is typed against it, so a renamed or new component fails the type check there; the
 * Markdown export's converters (plugins/llms-txt) are typed against the reference's names directly. A plugin whose
 * step imports its components into the page (code blocks, static tables) builds its elements with its own names.
 */
export type ScopedComponent = keyof typeof referenceComponents;
