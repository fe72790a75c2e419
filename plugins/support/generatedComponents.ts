import type {referenceComponents} from '../reference/components';
import type {staticTablesComponents} from '../static-tables/components';

/**
 * The MDX components a build-time plugin writes into a page without importing them: the MDX scope
 * (src/theme/MDXComponents) and the Markdown export (plugins/llms-txt), the only step whose tap meets them, are typed
 * against it, so a renamed or new component fails the type check there.
 */
export type ScopedComponent = keyof typeof referenceComponents;

/** Every MDX component a build-time plugin writes: the scoped ones, and those its step imports into the page. */
export type GeneratedComponent = ScopedComponent | keyof typeof staticTablesComponents;
